import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AppError } from '../lib/app-error.ts';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Sql = Pick<pg.Pool, 'query'>;

const statementNames = new Map<string, string>();

/**
 * `text` as a named statement: PostgreSQL parses and plans it once per connection, then only
 * executes it (planning took up to twice a list statement's execution, see
 * bench/community-lists.ts --explain). Named by its text, so each variant of a built statement is its
 * own; the variants of a statement are few (values are parameters).
 */
export function prepared(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  let name = statementNames.get(text);
  if (!name) {
    name = `s-${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** A timestamp column as the ISO string the API returns (UTC, milliseconds), formatted by PostgreSQL. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Microsecond precision for cursors: a millisecond one would skip or repeat rows. */
export const isoMicro = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%` and `_` typed by a resident are letters, not LIKE wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The `column = $n` assignments of an update, one per defined value (undefined leaves the column
 * as it is), each value pushed onto `values`.
 */
export function assignments(changes: Record<string, unknown>, values: unknown[]): string[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => `${column} = $${values.push(value)}`);
}

/**
 * The column list and placeholders of an insert, one per defined value (undefined takes the
 * column's default), each value pushed onto `values`: `insert into t (${columns}) values (${placeholders})`.
 */
export function insertion(row: Record<string, unknown>, values: unknown[]): { columns: string; placeholders: string } {
  const defined = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    columns: defined.map(([column]) => column).join(', '),
    placeholders: defined.map(([, value]) => `$${values.push(value)}`).join(', '),
  };
}

/** Deadlock (40P01) and serialization failure (40001): PostgreSQL rolled back, the work may be redone. */
const RETRYABLE = new Set(['40P01', '40001']);

export const isRetryableTransactionError = (error: unknown): boolean =>
  RETRYABLE.has((error as { code?: unknown } | null)?.code as string);

/**
 * Runs `fn` in one transaction on one client of the pool. A deadlock or serialization failure is
 * retried once, on a fresh transaction (so `fn` must not keep state across attempts): two
 * residents liking the same post at once both succeed instead of one getting a 500. A second
 * collision answers 409 CONCURRENT_CHANGE (the app's error shape, worth retrying), never a 500.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    return await attempt(pool, fn);
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
  }
  try {
    return await attempt(pool, fn);
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
    throw new AppError('CONCURRENT_CHANGE', undefined, { cause: error });
  }
}

async function attempt<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
