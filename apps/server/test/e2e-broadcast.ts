import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../src/config/env.ts';
import { loadTown } from '../src/config/town.ts';
import { attachOrStartEmbeddedPostgres } from '../src/db/embedded.ts';
import { createPushService, loadVapidDetails } from '../src/plugins/push.ts';

/**
 * For end-to-end specs: `app.push.broadcast` run against the running e2e server's database, with
 * its VAPID keys, to the local push service (apps/web/e2e/push-stand-in.ts), standing in for
 * whatever feature broadcasts (the town hall's alerts). Prints the delivery report as JSON.
 * Usage: DATA_DIR=… PUSH_EXTRA_CA_FILE=… node --import tsx test/e2e-broadcast.ts '<payload JSON>'
 */
const quietLog = {
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: (...args: unknown[]) => console.error(...args),
  child: () => quietLog,
  level: 'warn',
  silent: () => {},
} as unknown as FastifyBaseLogger;

const dataDir = process.env.DATA_DIR!;
const ca = await fs.readFile(process.env.PUSH_EXTRA_CA_FILE!);
const database = await attachOrStartEmbeddedPostgres(path.resolve(dataDir));
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  const vapid = await loadVapidDetails({ DATA_DIR: dataDir } as Env, loadTown());
  const push = createPushService({
    sql: pool,
    log: quietLog,
    vapid,
    ca,
    // The stand-in listens on the loopback address, as the e2e server is allowed (PUSH_ALLOWED_ADDRESSES).
    allowAddress: (address) => address === '127.0.0.1',
  });
  const report = await push.broadcast(JSON.parse(process.argv[2]!), { urgent: true });
  process.stdout.write(JSON.stringify(report));
} finally {
  await pool.end();
}
