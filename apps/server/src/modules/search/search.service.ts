import {
  SEARCH_FIRST_PAGE,
  SEARCH_KINDS,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
} from '@portmarin/shared';
import type pg from 'pg';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { escapeLike, prepared, type Sql } from '../../db/sql.ts';
import type { Reader, Visibility } from '../../db/visibility.ts';
import type { AppModule, SearchOrder, SearchPart, SearchWalk } from '../../lib/app-module.ts';
import { isStaff } from '../../lib/roles.ts';

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
  const words = queryWords(q);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** The searched text of a row: `to_tsvector` of `text` in the accent-free French configuration. */
export const frenchVector = (text: string): string => `to_tsvector('public.french_unaccent'::regconfig, ${text})`;

/** Walks of the index (`SearchPart.walk`): the newest first (`at`). */
export const NEWEST: readonly SearchWalk[] = [{ order: 'd.at desc, d.row_id desc' }];
/** By name (`title`). */
export const BY_TITLE: readonly SearchWalk[] = [{ order: 'd.title, d.row_id' }];
/** Those to come, the soonest first, and the others, the latest first (`at`). */
export const AROUND_NOW: readonly SearchWalk[] = [
  { where: 'd.at > now()', order: 'd.at, d.row_id' },
  { where: 'd.at <= now()', order: 'd.at desc, d.row_id desc' },
];

/** Names that start with the query first, then by name (the document's `title`). */
export const byName = (on: SearchOrder): string => `${on.startsWith('d.title_key')} desc, d.title, d.row_id`;

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

/** The number of letters from which a word may hold one typo, and from which two (as Meilisearch and Typesense). */
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;
/** At most this many words of the index stand in for a mistyped word. */
const TYPO_ALTERNATIVES = 8;

/**
 * The full-text queries of the words (`$1`, a text array), built in SQL from the index's lexicon:
 * `loose`, each word a prefix or, from ONE_TYPO_FROM letters, one of the lexicon's words within its
 * typos (pg_trgm finds them, `levenshtein` bounds them); `exact`, without the typos (those matches
 * rank first); `named`, `loose` on the names (weight A) only. Null when no word is left (stop words only).
 */
const QUERIES = `words as (
    select w.ord, w.word, to_tsquery('public.french_unaccent', w.word || ':*') as q,
      (tsvector_to_array(to_tsvector('public.french_unaccent', w.word)))[1] as stem,
      case when char_length(w.word) >= ${TWO_TYPOS_FROM} then 2 when char_length(w.word) >= ${ONE_TYPO_FROM} then 1 else 0 end as typos
    from unnest($1::text[]) with ordinality w(word, ord)),
  terms as (
    select w.ord, w.q::text as exact,
      '(' || w.q::text || coalesce(' | ' || string_agg(quote_literal(a.word), ' | '), '') || ')' as loose,
      '(' || replace(w.q::text, ':*', ':*A') || coalesce(' | ' || string_agg(quote_literal(a.word) || ':A', ' | '), '') || ')' as named
    from words w
      left join lateral (
        select n.word from search_index_near_words(w.stem, w.typos, ${TYPO_ALTERNATIVES}) n(word) where w.typos > 0) a on true
    where numnode(w.q) > 0
    group by w.ord, w.q),
  q0 as (
    select string_agg(loose, ' & ' order by ord)::tsquery as loose,
      string_agg('(' || exact || ')', ' & ' order by ord)::tsquery as exact,
      string_agg(named, ' & ' order by ord)::tsquery as named,
      public.immutable_unaccent($2) as contains, public.immutable_unaccent($3) as prefix
    from terms)`;

/** The words of a query that take part in the full-text search: letters and digits only, so none is a syntax error. */
export function queryWords(q: string): string[] {
  return q
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * Every kind the modules declare (`parts`), from the one search index (search_documents): one
 * statement finds the documents matching the words (or, for residents, the query as a substring
 * of their names) that the reader may find, by the visibility the index holds; then each kind's
 * first results in its own order, exact and prefix matches before those found through a typo, each
 * joined to its row for what it shows. Every kind at once (the first results of each), or one kind
 * paged by a cursor.
 * Parameters: $1 the words, $2 the LIKE substring pattern, $3 the LIKE prefix pattern, $4 the
 * viewer's id (absent for visitors).
 */
export async function search(
  sql: Sql,
  parts: ReadonlyMap<SearchKind, SearchPart>,
  visibility: Visibility,
  reader: Reader,
  query: Pick<SearchQuery, 'q' | 'kind' | 'cursor' | 'limit'>,
  sizes: KindSizes = new Map(),
): Promise<SearchResults> {
  const results = emptyResults();
  for (const page of await findPages(sql, parts, visibility, reader, query, sizes)) {
    (results[page.part.kind] as unknown[]) = page.results;
    results.nextCursors[page.part.kind] = page.next;
  }
  return results;
}

/** A kind's page of results, with the ids of its documents (`row_id`). */
export type FoundPage = {
  part: SearchPart;
  /** Its rows from `skip`, `take` at most, and whether more follow. */
  take: number;
  skip: number;
  results: unknown[];
  /** The ids of its documents: the page's, then the one more fetched to know whether more follow. */
  ids: string[];
  next: string | null;
};

/** The pages `search` answers, and the words' full-text queries as the index matched them (null without words). */
export type Found = FoundPage[] & { loose?: string | null; exact?: string | null; named?: string | null };

/** `search`'s pages, each kind's as its rows and ids (see `search`). */
export async function findPages(
  sql: Sql,
  parts: ReadonlyMap<SearchKind, SearchPart>,
  visibility: Visibility,
  reader: Reader,
  { q, kind, cursor, limit }: Pick<SearchQuery, 'q' | 'kind' | 'cursor' | 'limit'>,
  sizes: KindSizes = new Map(),
): Promise<Found> {
  const kinds = kind ? [kind] : SEARCH_KINDS;
  const words = queryWords(q);
  const skip = kind ? decodeSearchCursor(kind, cursor) : 0;
  const windows = new Map<SearchPart, Window>();
  for (const k of kinds) {
    const part = parts.get(k)!;
    // A query of punctuation only matches no words, only names as a substring.
    if (!part.document.substring && words.length === 0) continue;
    const take = Math.min(limit ?? (kind ? SEARCH_PAGE_SIZE : SEARCH_FIRST_PAGE[k]), SEARCH_MAX_RESULTS - skip);
    windows.set(part, { take, skip });
  }
  const found: Found = [];
  if (windows.size === 0) return found;

  const short = [...q.trim()].length < TRIGRAM;
  const { name, text } = statementFor(parts, visibility, windows, kind, reader, sizes, short);
  const lowered = escapeLike(q.toLowerCase());
  const params: unknown[] = [words, `%${lowered}%`, `${lowered}%`];
  if (reader) params.push(reader.id);
  const { rows } = await sql.query<Record<string, unknown>>({ name, text, values: params });
  const row = rows[0]!;

  for (const [part, w] of windows) {
    const rowsOfKind = row[part.kind] as Row[];
    const more = rowsOfKind.length > w.take && w.skip + w.take < SEARCH_MAX_RESULTS;
    const page = rowsOfKind.slice(0, w.take);
    const toResult = part.toResult as (r: Row) => unknown;
    found.push({
      part,
      take: w.take,
      skip: w.skip,
      results: page.map((r) => toResult(r)),
      ids: rowsOfKind.map((r) => String(r._row_id)),
      next: more ? encodeSearchCursor(part.kind, w.skip + w.take) : null,
    });
  }
  found.loose = row._loose as string | null;
  found.named = row._named as string | null;
  found.exact = row._exact as string | null;
  return found;
}

/** The number of documents of each kind (the routes count them now and then); none known: every match ranked. */
export type KindSizes = ReadonlyMap<SearchKind, number>;

/** How often the documents of each kind are counted again. */
const SIZES_EVERY_MS = 60_000;

/**
 * The number of documents of each kind, counted in the background at most every SIZES_EVERY_MS
 * (a search never waits for it; the first ones rank every match).
 */
export function kindSizes(pool: pg.Pool, failed: (error: unknown) => void): () => KindSizes {
  let sizes: KindSizes = new Map();
  let counted = -Infinity;
  let counting = false;
  return () => {
    if (!counting && Date.now() - counted >= SIZES_EVERY_MS) {
      counting = true;
      counted = Date.now();
      pool
        .query<{ kind: SearchKind; n: number }>('select kind, count(*)::int as n from search_documents group by kind')
        .then(({ rows }) => {
          sizes = new Map(rows.map((r) => [r.kind, r.n]));
        }, failed)
        .finally(() => (counting = false));
    }
    return sizes;
  };
}

/** pg_trgm's grams: a shorter substring cannot use the names' trigram index. */
const TRIGRAM = 3;
/** Residents walked by name at most for a substring shorter than TRIGRAM (its matches among them). */
const SHORT_SUBSTRING_WALK = 2000;
/** Below this many documents a kind ranks every match: at worst that many rows, cheaper than counting first. */
const WALK_FROM = 25_000;

/** Documents read first in a kind's walk to measure how common the word is there. */
const SAMPLE = 256;

/**
 * How many of the first SAMPLE documents of a kind's walk must match for the walk to be chosen, or
 * null (never): walking to `candidates` matches reads about candidates / share documents, ranking
 * reads share × size; walking is cheaper from a share of √(candidates / size). At least 2, so that
 * one stray match does not send a rare word on a long walk.
 */
export function walkFrom(candidates: number, size: number | undefined): number | null {
  if (!size || size < WALK_FROM) return null;
  return Math.max(2, Math.ceil(SAMPLE * Math.sqrt(candidates / size)));
}

/** The statements already written, by the parts they were built from and what shapes them. */
const written = new WeakMap<ReadonlyMap<SearchKind, SearchPart>, Map<string, { name: string; text: string }>>();

/** The document's columns a page is ordered by (`d`), with its relevance (`rank`) and whether it was found through a typo. */
const candidateColumns = (rank: string) =>
  `d.row_id, d.names, d.title, d.title_key, d.at, d.until, d.state, d.score, ${rank} as rank,
        not (coalesce(d.vector @@ (select q.exact from q), false) or coalesce(d.names like (select q.contains from q), false)) as typo`;

/**
 * The search's statement for these pages and this kind of reader, written once: prepared on each
 * connection under its name (`prepared`), since planning it cost as much as running it. Each kind's
 * page comes from its own candidates: every match on the kind's GIN index when the word is rare in
 * it, else (a one-time filter chooses at run time, from its matches among the first documents of its walk) the first
 * matches of each of its walks on a btree, stopped at the page; residents' names by a short
 * substring from the first of them by name.
 */
function statementFor(
  parts: ReadonlyMap<SearchKind, SearchPart>,
  visibility: Visibility,
  windows: Map<SearchPart, Window>,
  kind: SearchKind | undefined,
  reader: Reader,
  sizes: KindSizes,
  short: boolean,
): { name: string; text: string } {
  const asked = [...windows.keys()];
  const plans = new Map(
    [...windows].map(([part, w]) => {
      const relevance = part.order({ rank: 'd.rank', startsWith: () => 'true' }).includes('d.rank');
      const page = w.skip + w.take + 1;
      // Relevance is ranked among more candidates than the page: the newest matches' best.
      const candidates = relevance ? 2 * page : page;
      return [part, { relevance, candidates, from: walkFrom(candidates, sizes.get(part.kind)) }] as const;
    }),
  );
  const shape = `${reader ? (isStaff(reader) ? 'staff' : 'resident') : 'visitor'} ${kind ?? ''} ${short ? 'short' : ''} ${[
    ...windows,
  ]
    .map(([part, w]) => `${part.kind}:${w.take}:${w.skip}:${plans.get(part)!.from ?? ''}`)
    .join(',')}`;
  let known = written.get(parts);
  if (!known) written.set(parts, (known = new Map()));
  const found = known.get(shape);
  if (found) return found;
  const viewer = reader ? '$4' : null;
  const order: SearchOrder = {
    rank: 'd.rank',
    startsWith: (text) => `${text} like (select q.prefix from q)`,
  };
  const visible = visibleIn(asked, visibility, reader, viewer);
  const walkColumn = (part: SearchPart) => `walk_${snake(part.kind)}`;
  // Whether a kind walks: at least `from` matches among the first SAMPLE documents of its walk.
  const walks = asked.flatMap((part) => {
    const { from } = plans.get(part)!;
    const first = part.walk[0]!;
    return from === null
      ? []
      : [
          `(select count(*) >= ${from} from (select d.vector from search_documents d
              where d.kind = '${part.kind}'${first.where ? ` and ${first.where}` : ''} order by ${first.order} limit ${SAMPLE}) m
              where m.vector @@ q0.loose) as ${walkColumn(part)}`,
        ];
  });
  const pages = [...windows].map(([part, w]) => {
    const d = part.document;
    const { relevance, candidates, from } = plans.get(part)!;
    const columns = candidateColumns(relevance ? 'ts_rank(d.vector, (select q.loose from q))' : 'null::real');
    const names = d.substring && !short ? ` or d.names like (select q.contains from q)` : '';
    const everyMatch = `select ${columns} from search_documents d
          where d.kind = '${part.kind}' and (d.vector @@ (select q.loose from q)${names}) and ${visible}`;
    const branches =
      from === null
        ? [everyMatch]
        : [
            `${everyMatch} and not (select q.${walkColumn(part)} from q)`,
            ...part.walk.map(
              (walk) => `select * from (select ${columns} from search_documents d
          where d.kind = '${part.kind}' and (select q.${walkColumn(part)} from q)
            and (coalesce(d.vector @@ (select q.loose from q), false)${names ? ` or coalesce(d.names like (select q.contains from q), false)` : ''})
            and ${visible}${walk.where ? ` and ${walk.where}` : ''}
          order by ${walk.order} limit ${candidates}) walked`,
            ),
          ];
    if (d.substring && short) {
      // No trigram in the query: its matches among the first residents by name (matched by name, so no typo).
      const kept = 'd.row_id, d.names, d.title, d.title_key, d.at, d.until, d.state, d.score';
      branches.push(`select ${kept}, null::real as rank, false as typo
          from (select ${kept} from search_documents d where d.kind = '${part.kind}' and ${visible}
                order by d.title, d.row_id limit ${SHORT_SUBSTRING_WALK}) d
          where d.names like (select q.contains from q)`);
    }
    const by = `d.typo, ${part.order(order)}`;
    return `(select coalesce(json_agg(x order by x._rank), '[]'::json) from (
        select ${part.show.columns({ reader, viewer })}, page._rank, page.row_id as _row_id
        from (select d.row_id, row_number() over (order by ${by}) as _rank
              from (${branches.join(`\n          ${d.substring && short ? 'union' : 'union all'}\n          `)}) d
              order by ${by} limit ${w.take + 1} offset ${w.skip}) page
          join ${part.show.from} on ${d.id} = page.row_id::${d.idType ?? 'uuid'}) x) as "${part.kind}"`;
  });
  const text = `with ${QUERIES},
    q as (select q0.*${walks.map((c) => `,\n      ${c}`).join('')} from q0)
    select ${pages.join(',\n')},
      (select q.loose::text from q) as _loose, (select q.named::text from q) as _named,
      (select q.exact::text from q) as _exact, ${[...Array(reader ? 4 : 3).keys()].map((i) => `$${i + 1}::${i === 0 ? 'text[]' : 'text'}`).join(', ')}`;
  const statement = { name: prepared(text, []).name, text };
  // Shapes are few (readers × kinds × pages up to SEARCH_MAX_RESULTS); the bound is a safety net.
  if (known.size > 1000) known.clear();
  known.set(shape, statement);
  return statement;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Who may find a document of the index `d`: what a moderator hid (the row, or the place it was
 * written in) only its owners and moderators; a private group's content only its members (others
 * find the group by its name); what visitors may not see (a hidden profile's) only residents.
 */
function visibleIn(parts: SearchPart[], visibility: Visibility, reader: Reader, viewer: string | null): string {
  const moderator = isStaff(reader);
  let hidden = 'not d.hidden';
  if (moderator) hidden = 'true';
  else if (viewer) {
    const kinds = [
      ...new Set(
        parts.flatMap((p) => (p.document.hidden ?? []).flatMap((h) => ('ownersOf' in h ? [h.ownersOf.kind] : []))),
      ),
    ];
    // The owners of the hidden row of another kind, by that kind's rule, on a stand-in row of its id.
    const others = kinds.map(
      (k) =>
        `(d.hidden_kind = '${k}' and exists(select 1 from (select d.hidden_row::uuid as id) hr where ${visibility.ownedBy(k, 'hr', viewer)}))`,
    );
    hidden = `(not d.hidden or (${viewer} = all(d.hidden_owners) and (d.hidden_kind is null${others.map((o) => ` or ${o}`).join('')})))`;
  }
  const members = parts.flatMap((p) =>
    p.document.membersOf && viewer
      ? [`(d.kind = '${p.kind}' and ${memberOf(p.document.membersOf, 'd.members_of', viewer)})`]
      : [],
  );
  const member = `(d.members_of is null or d.vector @@ (select q.named from q)${members.map((m) => ` or ${m}`).join('')})`;
  return [hidden, reader ? null : 'd.visitors', member].filter(Boolean).join(' and ');
}

/**
 * The pool as the search runs on it: each statement in a transaction with a generic plan. Its
 * conditions on the query are computed once (its CTE), so the plan does not depend on the
 * parameters; PostgreSQL would otherwise plan it afresh each time, which cost half a search.
 */
export function withGenericPlan(pool: pg.Pool): Sql {
  const query = async (config: pg.QueryConfig) => {
    const client = await pool.connect();
    // A server gone while the client is held must not crash the process (STACK 17).
    const ignore = () => {};
    client.on('error', ignore);
    let broken = false;
    try {
      // One round trip for both: the setting lasts until the transaction ends.
      await client.query('begin; set local plan_cache_mode = force_generic_plan');
      const result = await client.query(config);
      await client.query('commit');
      return result;
    } catch (error) {
      // A connection that cannot even roll back leaves the pool.
      broken = await client.query('rollback').then(
        () => false,
        () => true,
      );
      throw error;
    } finally {
      client.off('error', ignore);
      client.release(broken);
    }
  };
  return { query } as unknown as Sql;
}

/** The kinds whose page shows something of the reader (their like, their membership): shown again per reader. */
export const showsReader = (part: SearchPart, reader: Reader): boolean =>
  part.show.columns({ reader, viewer: '$4' }).includes('$4');

/** From this many groups, a reader's private groups' documents are read from the words' matches. */
const MANY_GROUPS = 64;

/** Whether `viewer` belongs to the group `groupId`: a semi-join on the groups `membersOf` gives them. */
const memberOf = (membersOf: { groupsOf: (viewer: string) => string }, groupId: string, viewer: string) =>
  `exists(select 1 from (${membersOf.groupsOf(viewer)}) mine(id) where mine.id = ${groupId})`;

/** The resident's statements, by the parts they were built from and what shapes them. */
const ownWritten = new WeakMap<ReadonlyMap<SearchKind, SearchPart>, Map<string, { name: string; text: string }>>();

/** A kind's page of the shared answer, as the resident's statement reads it. */
export type SharedPage = { part: SearchPart; take: number; skip: number };

/**
 * What a resident finds beyond any resident (whose answer is shared: a resident who owns nothing
 * and belongs to no group), in one statement: `own`, the documents of `pages`' kinds that only they
 * may find and that match (one they own that a moderator hid; one of a private group of theirs by
 * more than its name), read from the index's partial indexes of hidden documents and of private
 * groups'. Each page of `answered` is answered again: the shared page's documents and theirs in the
 * kind's order, shown for them. Also `_own`, the kinds of their documents; `_more`, whether a later
 * page (a cursor) has documents of theirs (then searched for them alone); and the index's version.
 * Only `answered`'s pages are planned: PostgreSQL sets up every part of a plan at each run, so a
 * page left out costs nothing (`sharedSearch` answers a kind of theirs in a second statement).
 * Parameters: $1 the loose query, $2 its names' part, $3 the LIKE substring pattern, $4 the
 * viewer's id, $5 the exact query, $6 the LIKE prefix pattern, then the ids of each answered page's
 * shared documents, in `answered`'s order.
 */
export function ownStatementFor(
  parts: ReadonlyMap<SearchKind, SearchPart>,
  visibility: Visibility,
  pages: readonly SharedPage[],
  answered: readonly SharedPage[],
  reader: Reader,
): { name: string; text: string } {
  const shapeOf = (list: readonly SharedPage[]) => list.map((p) => `${p.part.kind}:${p.take}:${p.skip}`).join(',');
  const shape = `${shapeOf(pages)} ${shapeOf(answered)}`;
  let known = ownWritten.get(parts);
  if (!known) ownWritten.set(parts, (known = new Map()));
  const found = known.get(shape);
  if (found) return found;
  const viewer = '$4';
  const asked = pages.map((p) => p.part);
  // Not as the GIN index reads it: the reader's hidden documents and private groups' drive the plan.
  const matches = (substring: boolean) =>
    `(coalesce(d.vector @@ (select q.loose from q), false)${substring ? ' or coalesce(d.names like (select q.contains from q), false)' : ''})`;
  const kinds = asked.map((p) => `'${p.kind}'`).join(', ');
  const columns = (part: SearchPart) => {
    const relevance = part.order({ rank: 'd.rank', startsWith: () => 'true' }).includes('d.rank');
    return `d.kind, ${candidateColumns(relevance ? 'ts_rank(d.vector, (select q.loose from q))' : 'null::real')}`;
  };
  // Hidden documents they may read: theirs (every owner is them), or of a hidden row of another
  // kind they own; those with no owner at all are any resident's (in the shared page).
  const hidden = `select d.kind, d.row_id from search_documents d
      where d.hidden and (d.hidden_owners[1] = ${viewer} or d.hidden_owners[1] is null)
        and not (d.hidden_owners = '{}' and d.hidden_kind is null)
        and d.kind in (${kinds}) and ${matches(asked.some((p) => p.document.substring))} and ${visibleIn([...asked], visibility, reader, viewer)}`;
  // A private group's documents found by more than its name: its members' only. A reader of a few
  // groups: their groups' documents, from their groups; of many: the matches (GIN), theirs among them.
  // Whether they belong to many is counted once per distinct list of their groups (`q.many_groups_N`).
  const groupLists = [
    ...new Set(asked.flatMap((p) => (p.document.membersOf ? [p.document.membersOf.groupsOf(viewer)] : []))),
  ];
  const manyGroups = (groups: string) => `(select q.many_groups_${groupLists.indexOf(groups)} from q)`;
  const members = asked.flatMap((p) => {
    const groups = p.document.membersOf;
    if (!groups) return [];
    const found = `${matches(!!p.document.substring)} and not coalesce(d.vector @@ (select q.named from q), false)
        and ${visibleIn([p], visibility, reader, viewer)}`;
    const words = `(d.vector @@ (select q.loose from q)${p.document.substring ? ' or d.names like (select q.contains from q)' : ''})`;
    return [
      // Each of their groups probed in turn (`offset 0` keeps it so: a merge join would walk every
      // private group's documents).
      `select mine.kind, mine.row_id from (${groups.groupsOf(viewer)}) g(id)
        cross join lateral (select d.kind, d.row_id from search_documents d
          where d.kind = '${p.kind}' and d.members_of = g.id and ${found} offset 0) mine
      where not ${manyGroups(groups.groupsOf(viewer))}`,
      `select d.kind, d.row_id from search_documents d
      where d.kind = '${p.kind}' and ${words} and d.members_of is not null
        and ${memberOf(groups, 'd.members_of', viewer)} and ${found} and ${manyGroups(groups.groupsOf(viewer))}`,
    ];
  });
  const many = groupLists.map(
    (groups, i) => `(select count(*) > ${MANY_GROUPS} from (${groups} limit ${MANY_GROUPS + 1}) g) as many_groups_${i}`,
  );
  const order: SearchOrder = { rank: 'd.rank', startsWith: (text) => `${text} like (select q.prefix from q)` };
  const own = (part: SearchPart) => `exists(select 1 from own o where o.kind = '${part.kind}')`;
  const again = answered.map(({ part, take, skip }, i) => {
    const d = part.document;
    const by = `d.typo, ${part.order(order)}`;
    const shared = `select ${columns(part)} from search_documents d where d.kind = '${part.kind}' and d.row_id = any($${7 + i}::text[])`;
    // A later page: the shared documents shown again (whether theirs belong before is `_more`).
    const candidates =
      skip > 0
        ? shared
        : `${shared}
            union all
            select ${columns(part)} from search_documents d
              where d.kind = '${part.kind}' and d.row_id in (select o.row_id from own o where o.kind = '${part.kind}')`;
    return `(select coalesce(json_agg(x order by x._rank), '[]'::json) from (
        select ${part.show.columns({ reader, viewer })}, page._rank
        from (select d.row_id, row_number() over (order by ${by}) as _rank
              from (${candidates}) d
              order by ${by} limit ${take + 1}) page
          join ${part.show.from} on ${d.id} = page.row_id::${d.idType ?? 'uuid'}) x) as "${part.kind}"`;
  });
  const later = pages.filter((p) => p.skip > 0).map((p) => own(p.part));
  const text = `with q as (select $1::tsquery as loose, $2::tsquery as named, public.immutable_unaccent($3::text) as contains,
      public.immutable_unaccent($6::text) as prefix, $5::tsquery as exact${many.map((m) => `,\n      ${m}`).join('')}),
    own as materialized (${[hidden, ...members].join('\n      union\n      ')})
    select (select (last_value + is_called::int)::text from search_index_version) as version,
      (select coalesce(array_agg(distinct o.kind), '{}') from own o) as _own,
      ${later.length ? later.join(' or ') : 'false'} as _more${again.map((s) => `,\n      ${s}`).join('')}`;
  const statement = { name: prepared(text, []).name, text };
  if (known.size > 1000) known.clear();
  known.set(shape, statement);
  return statement;
}
