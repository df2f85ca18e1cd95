import type pg from 'pg';
import { replaceFunctions, sqlVersion, syncTableVersion } from '../../db/table-version.ts';
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
  const version = sqlVersion(statements);
  await syncTableVersion(pool, 'saved_items', async (client, installed) => {
    if (installed === version) return version;
    await replaceFunctions(client, 'saved_items_forget_', statements);
    // Bookmarks of rows deleted while no trigger stood (before a kind was declared) go too.
    for (const { kind, table } of list) {
      await client.query(
        `delete from saved_items s where s.kind = $1 and not exists (select 1 from ${table} t where t.id = s.target_id)`,
        [kind],
      );
    }
    return version;
  });
}
