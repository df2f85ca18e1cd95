import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One embedded PostgreSQL for the whole run; every test file creates its own database in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-test-'));
  // mkdtemp makes a 0700 folder: the `postgres` user (when we run as root) must traverse it.
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, (msg) => console.error(msg));
  project.provide('databaseUrl', embedded.url);
  return async () => {
    await embedded.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  };
}
