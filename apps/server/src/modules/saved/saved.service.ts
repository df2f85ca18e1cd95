import {
  SAVED_KINDS,
  type Role,
  type SavedIds,
  type SavedItem,
  type SavedKind,
  type SavedPage,
  type SavedQuery,
} from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import type { AppModule, SavedPart } from '../../lib/app-module.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Visibility } from '../../db/visibility.ts';

/** The signed-in resident whose bookmarks these are. */
export type Resident = { id: string; role: Role };

/** Every savable kind the modules declare (`AppModule.saved`), once each; every saved kind has one. */
export function savedParts(modules: readonly AppModule[]): Map<SavedKind, SavedPart> {
  const parts = new Map<SavedKind, SavedPart>();
  for (const part of modules.flatMap((m) => m.saved ?? [])) {
    if (parts.has(part.kind)) throw new Error(`the saved kind '${part.kind}' is declared twice`);
    parts.set(part.kind, part);
  }
  const missing = SAVED_KINDS.filter((kind) => !parts.has(kind));
  if (missing.length) throw new Error(`no module declares the saved kind ${missing.join(', ')}`);
  return parts;
}

const partOf = (parts: Map<SavedKind, SavedPart>, kind: SavedKind): SavedPart => parts.get(kind)!;

/** Saves a target the resident may read (again: nothing changes); 404 for one they may not. */
export async function saveItem(
  sql: Sql,
  parts: Map<SavedKind, SavedPart>,
  visibility: Visibility,
  reader: Resident,
  kind: SavedKind,
  id: string,
): Promise<void> {
  const part = partOf(parts, kind);
  // One statement: the target is checked and the bookmark written from the same snapshot; the key
  // share lock (a foreign key's) makes a concurrent delete wait, so its trigger sees this bookmark.
  const { rows } = await sql.query<{ found: boolean }>(
    `with target as (
       select t.id from ${part.table} t where t.id = $2 and ${part.readable('t', reader, '$1', visibility)} for key share of t
     ),
     saved as (
       insert into saved_items (user_id, kind, target_id) select $1, $3, id from target
       on conflict (user_id, kind, target_id) do nothing
     )
     select exists(select 1 from target) as found`,
    [reader.id, id, kind],
  );
  if (!rows[0]?.found) throw new AppError(part.missing);
  await part.changed?.(sql);
}

/** Removes the resident's own bookmark, if any: nobody else's can be reached. */
export async function unsaveItem(
  sql: Sql,
  parts: Map<SavedKind, SavedPart>,
  userId: string,
  kind: SavedKind,
  id: string,
): Promise<void> {
  const { rowCount } = await sql.query(`delete from saved_items where user_id = $1 and kind = $2 and target_id = $3`, [
    userId,
    kind,
    id,
  ]);
  if (rowCount) await partOf(parts, kind).changed?.(sql);
}

/** Which of these ids of one kind the resident saved (for cards whose read model does not say). */
export async function savedIds(sql: Sql, userId: string, kind: SavedKind, ids: string[]): Promise<SavedIds> {
  const { rows } = await sql.query<{ id: string }>(
    `select target_id as id from saved_items where user_id = $1 and kind = $2 and target_id = any($3::uuid[])`,
    [userId, kind, ids],
  );
  return { ids: rows.map((r) => r.id) };
}

type SavedRow = { id: string; kind: SavedKind; target_id: string; saved_at: string; cursor_at: string };

/**
 * The resident's saved items, newest saved first, keyset-paged on (saved time, bookmark id): one
 * statement keeps the bookmarks of the tab whose target they may still read, then each kind's
 * cards come in one statement for the page.
 */
export async function listSaved(
  sql: Sql,
  parts: Map<SavedKind, SavedPart>,
  visibility: Visibility,
  reader: Resident,
  query: SavedQuery,
): Promise<SavedPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [reader.id, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const shown = [...parts.values()].flatMap((part) => {
    const tab = query.tab === 'all' ? () => 'true' : part.tabs?.[query.tab];
    if (!tab) return [];
    return [
      `(s.kind = '${part.kind}' and exists(select 1 from ${part.table} t
        where t.id = s.target_id and ${tab('t')} and ${part.readable('t', reader, '$1', visibility)}))`,
    ];
  });
  const { rows } = await sql.query<SavedRow>(
    `select s.id, s.kind, s.target_id, ${iso('s.created_at')} as saved_at, ${isoMicro('s.created_at')} as cursor_at
     from saved_items s
     where s.user_id = $1 and (${shown.join(' or ') || 'false'})
       ${cursor ? 'and (s.created_at, s.id) < ($3::timestamptz, $4::uuid)' : ''}
     order by s.created_at desc, s.id desc
     limit $2`,
    values,
  );
  const page = pageOf(rows, query.limit);
  const byKind = new Map<SavedKind, string[]>();
  for (const row of page.rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.target_id]);
  const cards = new Map<SavedKind, Map<string, unknown>>();
  for (const [kind, ids] of byKind) cards.set(kind, await partOf(parts, kind).cards(sql, reader, ids));
  const items = page.rows.flatMap((row): SavedItem[] => {
    const card = cards.get(row.kind)?.get(row.target_id);
    // Deleted between the two statements: it is gone.
    return card ? [{ kind: row.kind, savedAt: row.saved_at, ...card } as SavedItem] : [];
  });
  return { items, nextCursor: page.nextCursor };
}
