import {
  SEARCH_FIRST_PAGE,
  SEARCH_KINDS,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
} from '@portmarin/shared';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { escapeLike, type Sql } from '../../db/sql.ts';
import { readerAt, type Reader } from '../../db/visibility.ts';
import type { AppModule, SearchPart, SearchSql } from '../../lib/app-module.ts';

/** At most this many words of a query take part in the full-text search. */
const MAX_WORDS = 8;
/** Descriptions and texts are cut here: the results show a line of them. */
export const SEARCH_EXCERPT = 200;

/**
 * The full-text query, each word a prefix (`:*`), so that results come as the resident types
 * ('caf' finds 'Café'); the `public.french_unaccent` configuration then drops accents, stems and
 * drops stop words. Only letters and digits reach `to_tsquery`, so no input is a syntax error.
 * Null when the query holds no word (only punctuation).
 */
export function prefixTsQuery(q: string): string | null {
  const words = q
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** The searched text of a row: `to_tsvector` of `text` in the accent-free French configuration. */
export const frenchVector = (text: string): string => `to_tsvector('public.french_unaccent'::regconfig, ${text})`;

/** Order by relevance to the words, then `tail`: for posts, whose text is the match itself. */
export const byRelevance = (vector: string, on: SearchSql, tail: string): string =>
  `ts_rank(${vector}, ${on.words}) desc, ${tail}`;

/**
 * Names that start with the query first, then by name: ranking recomputes each match's text
 * vector, which cost seconds when a common word matched 10,000 rows (bench/community-lists.ts).
 */
export const byName = (name: string, id: string, on: SearchSql): string =>
  `public.immutable_unaccent(lower(${name})) like public.immutable_unaccent(${on.startsWith}) desc, ${name}, ${id}`;

/**
 * The kinds the modules declare, each exactly once: the search is built from the module list
 * (modules/index.ts), never from a list of features of its own.
 */
export function searchParts(modules: readonly AppModule[]): Map<SearchKind, SearchPart> {
  const parts = new Map<SearchKind, SearchPart>();
  for (const part of modules.flatMap((m) => m.search ?? [])) {
    if (parts.has(part.kind)) throw new Error(`the search kind '${part.kind}' is declared twice`);
    parts.set(part.kind, part);
  }
  const missing = SEARCH_KINDS.filter((kind) => !parts.has(kind));
  if (missing.length) throw new Error(`no module declares the search kind ${missing.join(', ')}`);
  return parts;
}

/** A page of one kind: `take` rows from `skip` (one more is fetched to know whether more follow). */
type Window = { take: number; skip: number };

type Row = Record<string, unknown>;

/**
 * Search results are ranked by relevance, which no keyset follows: the cursor is the position of
 * the next result of one kind (its kind, then the offset), bounded by SEARCH_MAX_RESULTS.
 */
const searchCursor = (kind: SearchKind) =>
  cursorCodec<[kind: SearchKind, offset: number]>(
    cursorFields.literal(kind),
    cursorFields.int(1, SEARCH_MAX_RESULTS - 1),
  );

export const encodeSearchCursor = (kind: SearchKind, offset: number): string =>
  searchCursor(kind).encode([kind, offset]);

export const decodeSearchCursor = (kind: SearchKind, cursor: string | undefined): number =>
  searchCursor(kind).decode(cursor)?.[1] ?? 0;

const emptyResults = (): SearchResults =>
  ({
    ...Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []])),
    nextCursors: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, null])),
  }) as SearchResults;

/**
 * Every kind the modules declare (`parts`), each by the rules of the module owning it: residents
 * by name (accent- and case-insensitive substring), the others by French full-text search,
 * accent-insensitive, each word a prefix. Every kind at once (the first results of each), or one
 * kind paged by a cursor. One statement, so one connection of the pool per search; PostgreSQL
 * plans each kind's subquery on its own.
 * Parameters: $1 the tsquery text, $2 the LIKE substring pattern, $3 the LIKE prefix pattern,
 * $4 the viewer's id (absent for visitors).
 */
export async function search(
  sql: Sql,
  parts: ReadonlyMap<SearchKind, SearchPart>,
  reader: Reader,
  { q, kind, cursor, limit }: Pick<SearchQuery, 'q' | 'kind' | 'cursor' | 'limit'>,
): Promise<SearchResults> {
  const kinds = kind ? [kind] : SEARCH_KINDS;
  const tsquery = prefixTsQuery(q);
  const skip = kind ? decodeSearchCursor(kind, cursor) : 0;
  const windows = new Map<SearchPart, Window>();
  for (const k of kinds) {
    const part = parts.get(k)!;
    // A query of punctuation only matches no words.
    if (!part.matchesWithoutWords && tsquery === null) continue;
    const take = Math.min(limit ?? (kind ? SEARCH_PAGE_SIZE : SEARCH_FIRST_PAGE[k]), SEARCH_MAX_RESULTS - skip);
    windows.set(part, { take, skip });
  }
  const results = emptyResults();
  if (windows.size === 0) return results;

  const on = (w: Window): SearchSql => ({
    reader,
    viewer: reader ? '$4' : null,
    // What a moderator hid is found by its author (or owner) and the moderators only.
    hidden: readerAt(reader, '$4'),
    words: `to_tsquery('public.french_unaccent', $1)`,
    contains: '$2',
    startsWith: '$3',
    page: `limit ${w.take + 1} offset ${w.skip}`,
  });
  const columns = [...windows].map(
    ([part, w]) => `(select coalesce(json_agg(x), '[]'::json) from (${part.query(on(w))}) x) as "${part.kind}"`,
  );
  const lowered = escapeLike(q.toLowerCase());
  const params: unknown[] = [tsquery ?? '', `%${lowered}%`, `${lowered}%`];
  if (reader) params.push(reader.id);
  // Every parameter is typed here, used or not by the kinds asked (PostgreSQL refuses untyped ones).
  columns.push(params.map((_, i) => `$${i + 1}::text`).join(' || ') + ' as _params');
  const { rows } = await sql.query<Record<SearchKind, Row[]>>(`select ${columns.join(',\n')}`, params);
  const row = rows[0]!;

  for (const [part, w] of windows) {
    const found = row[part.kind];
    const more = found.length > w.take && w.skip + w.take < SEARCH_MAX_RESULTS;
    const toResult = part.toResult as (r: Row) => unknown;
    (results[part.kind] as unknown[]) = found.slice(0, w.take).map((r) => toResult(r));
    results.nextCursors[part.kind] = more ? encodeSearchCursor(part.kind, w.skip + w.take) : null;
  }
  return results;
}
