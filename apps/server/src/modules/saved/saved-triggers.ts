import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SavedPart } from '../../lib/app-module.ts';

/**
 * A deleted target takes its bookmarks along: no foreign key reaches the targets' tables, so each
 * declared table gets a statement trigger deleting the bookmarks of its deleted rows.
 */
export function savedTriggersSql(parts: Iterable<SavedPart>): string[] {
  return [...parts].flatMap(({ kind, table }) => {
    const fn = `saved_items_forget_${table}`;
    return [
      `create function ${fn}() returns trigger language plpgsql as $fn$
begin
  delete from saved_items s using old_rows o where s.kind = '${kind}' and s.target_id = o.id;
  return null;
end $fn$`,
      `create trigger ${fn} after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`,
    ];
  });
}

/**
 * Installs the triggers when the declarations changed since the last start (their SQL's hash is
 * the table's comment), in one transaction under a lock, so that instances starting together do it once.
 */
export async function syncSavedTriggers(pool: pg.Pool, parts: Iterable<SavedPart>): Promise<void> {
  const list = [...parts];
  const statements = savedTriggersSql(list);
  const version = createHash('sha256').update(statements.join(';\n')).digest('hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('saved_items'))`);
    const { rows } = await client.query<{ version: string | null }>(
      `select obj_description('saved_items'::regclass, 'pg_class') as version`,
    );
    if (rows[0]?.version === version) {
      await client.query('commit');
      return;
    }
    const { rows: old } = await client.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
       where p.proname like 'saved\\_items\\_forget\\_%' and p.pronamespace = 'public'::regnamespace`,
    );
    // Dropping a function drops its triggers.
    for (const { fn } of old) await client.query(`drop function ${fn} cascade`);
    for (const statement of statements) await client.query(statement);
    // Bookmarks of rows deleted while no trigger stood (before a kind was declared) go too.
    for (const { kind, table } of list) {
      await client.query(
        `delete from saved_items s where s.kind = $1 and not exists (select 1 from ${table} t where t.id = s.target_id)`,
        [kind],
      );
    }
    await client.query(`comment on table saved_items is '${version}'`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
