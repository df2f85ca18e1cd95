// The server under the flood of realtime-flood.test.ts, in its own process so that its memory is
// measured alone: the app on DATABASE_URL, one signed-in resident, then `{port, userId, cookie}` on stdout.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { quickResidents } from '../residents.ts';
import { testEnv } from '../test-env.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-flood-'));
const env = testEnv(dataDir);
const app = await buildApp({ env, databaseUrl: process.env.DATABASE_URL!, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const [resident] = await quickResidents(app, 1);
const { port } = app.server.address() as { port: number };
process.stdout.write(`${JSON.stringify({ port, userId: resident!.id, cookie: resident!.cookie })}\n`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => fs.rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
