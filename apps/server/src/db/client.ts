import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** `poolMax`: connections this process's pool opens at most (`DATABASE_POOL_MAX`; the realtime bus holds one more). */
export function createDb(databaseUrl: string, poolMax = 10): { db: Db; pool: pg.Pool } {
  // A connection attempt to an unreachable host (failover) fails after 10 s instead of hanging requests.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, connectionTimeoutMillis: 10_000 });
  // A client losing its connection must not crash the process ('error' without a listener throws):
  // idle ones are the pool's, checked-out ones (transactions, migrations) get this listener for life;
  // their pending query fails instead, and the pool drops the broken client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: drizzle(pool, { schema }), pool };
}

/** Applies the checked-in migrations; an advisory lock keeps concurrent instances from racing. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7254001)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(7254001)').catch(() => {});
    client.release();
  }
}
