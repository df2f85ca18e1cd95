import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * SQL a module generates at start from its declarations (triggers, their functions), installed
 * once per change: the statements' hash is kept as the table's comment.
 */

/** The version of generated statements: their hash. */
export const sqlVersion = (statements: readonly string[]): string =>
  createHash('sha256').update(statements.join(';\n')).digest('hex');

/**
 * Runs `sync` with the version `table`'s comment holds, in one transaction under a lock named after
 * the table, and keeps the version it returns: instances starting together do the work once.
 */
export async function syncTableVersion(
  pool: pg.Pool,
  table: string,
  sync: (client: pg.PoolClient, installed: string) => Promise<string>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [table]);
    const { rows } = await client.query<{ version: string | null }>(
      `select obj_description($1::regclass, 'pg_class') as version`,
      [table],
    );
    const installed = rows[0]?.version ?? '';
    const version = await sync(client, installed);
    if (version !== installed) await client.query(`comment on table ${table} is '${version}'`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Drops the functions named `prefix…` (dropping a function drops its triggers), then runs `statements`. */
export async function replaceFunctions(client: pg.PoolClient, prefix: string, statements: readonly string[]) {
  const { rows: old } = await client.query<{ fn: string }>(
    `select p.oid::regprocedure::text as fn from pg_proc p
     where p.proname like $1 and p.pronamespace = 'public'::regnamespace`,
    [`${prefix.replaceAll('_', '\\_')}%`],
  );
  for (const { fn } of old) await client.query(`drop function ${fn} cascade`);
  for (const statement of statements) await client.query(statement);
}
