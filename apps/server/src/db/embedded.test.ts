import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { attachOrStartEmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  it('restarts over a stale lock left by a killed run, on a free port each time', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-embedded-'));
    dirs.push(dataDir);
    const first = await startEmbeddedPostgres(dataDir);
    const firstPort = new URL(first.url).port;
    await first.stop();

    // A killed run leaves postmaster.pid behind, naming a process that no longer exists.
    const lock = path.join(dataDir, 'pg', 'postmaster.pid');
    await fs.writeFile(lock, `999999\n${path.join(dataDir, 'pg')}\n0\n${firstPort}\n\n127.0.0.1\n0 0\nready\n`);

    const second = await startEmbeddedPostgres(dataDir);
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('select current_database() as db');
      expect(rows[0]?.db).toBe('portmarin');
      await client.end();

      // A second user of the same folder attaches to the running server instead of starting one.
      const attached = await attachOrStartEmbeddedPostgres(dataDir);
      expect(attached.url).toBe(second.url);
    } finally {
      await second.stop();
    }
    await expect(fs.access(lock)).rejects.toThrow();
  });
});
