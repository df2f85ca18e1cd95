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
import { postColumns, toPost, visibleToVisitors, type PostRow } from '../posts/index.ts';
import { escapeLike, type Sql } from '../../db/sql.ts';
import { notHidden, readerAt, type Reader, type SqlReader } from '../../db/visibility.ts';

/** At most this many words of a query take part in the full-text search. */
const MAX_WORDS = 8;
/** Descriptions are cut here: the results show a line of them. */
const EXCERPT = 200;

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

const TSQUERY = `to_tsquery('public.french_unaccent', $1)`;

/**
 * The searched text of each community table: exactly the expressions of their GIN indexes
 * (db/schema/groups.ts, business.ts, town-services.ts), so that the indexes are used.
 */
export const SEARCH_VECTORS = {
  groups: `to_tsvector('public.french_unaccent'::regconfig, g.name || ' ' || coalesce(g.description, ''))`,
  businessPages: `to_tsvector('public.french_unaccent'::regconfig, bp.name || ' ' || coalesce(bp.category, '') || ' ' || coalesce(bp.description, ''))`,
  businesses: `to_tsvector('public.french_unaccent'::regconfig, b.business_name || ' ' || b.category || ' ' || coalesce(b.description, ''))`,
  municipalServices: `to_tsvector('public.french_unaccent'::regconfig, s.name || ' ' || s.category || ' ' || coalesce(s.description, ''))`,
  associations: `to_tsvector('public.french_unaccent'::regconfig, a.name || ' ' || a.category || ' ' || a.description)`,
  posts: `to_tsvector('public.french_unaccent'::regconfig, p.content)`,
} as const;

/** A resident whose profile is hidden (profileVisible off) is not listed to visitors (issue 16). */
const hiddenFromVisitors = (u: string) =>
  `not exists (select 1 from user_settings hidden where hidden.user_id = ${u}.id and not hidden.profile_visible)`;

/** A page of one kind: `take` rows from `skip` (one more is fetched to know whether more follow). */
type Window = { take: number; skip: number };

/**
 * Parameters: $1 the tsquery text, $2 the LIKE substring pattern, $3 the LIKE prefix pattern,
 * $4 the viewer's id (absent for visitors). Posts are ranked by relevance; the other kinds put
 * names that start with the query first, then go by name: ranking recomputes each match's text
 * vector, which cost seconds when a common word matched 10,000 rows (bench/community-lists.ts).
 */
function kindSql(kind: SearchKind, reader: Reader, w: Window): string {
  const viewer = reader !== null;
  // What a moderator hid is found by its author (or owner) and the moderators only.
  const h: SqlReader = readerAt(reader, '$4');
  const page = `limit ${w.take + 1} offset ${w.skip}`;
  const ranked = (vector: string, tail: string) => `ts_rank(${vector}, ${TSQUERY}) desc, ${tail}`;
  const byName = (name: string, id: string) =>
    `public.immutable_unaccent(lower(${name})) like public.immutable_unaccent($3) desc, ${name}, ${id}`;
  switch (kind) {
    case 'residents':
      return `select u.id, u.name, coalesce(u.display_username, u.username) as username, u.image
        from "user" u
        where u.email_verified ${viewer ? '' : `and ${hiddenFromVisitors('u')}`} and ${notHidden('profile', 'u', h)}
          and (public.immutable_unaccent(lower(u.name)) like public.immutable_unaccent($2)
               or public.immutable_unaccent(lower(coalesce(u.username, ''))) like public.immutable_unaccent($2))
        order by (public.immutable_unaccent(lower(u.name)) like public.immutable_unaccent($3)
                  or public.immutable_unaccent(lower(coalesce(u.username, ''))) like public.immutable_unaccent($3)) desc,
                 u.name, u.id
        ${page}`;
    case 'posts':
      // Posts of groups and business pages are read where they were written, not found here.
      return `select ${postColumns(viewer ? '$4' : null)}
        from posts p join "user" u on u.id = p.user_id
        where ${SEARCH_VECTORS.posts} @@ ${TSQUERY}
          and p.group_id is null and p.business_page_id is null
          ${viewer ? '' : `and ${visibleToVisitors('p')}`} and ${notHidden('post', 'p', h)}
        order by ${ranked(SEARCH_VECTORS.posts, 'p.created_at desc, p.id desc')}
        ${page}`;
    case 'groups': {
      // A private group is found by its name only; its description shows to its members only.
      const member = viewer
        ? `exists(select 1 from group_members m where m.group_id = g.id and m.user_id = $4)`
        : 'false';
      return `select g.id, g.name,
          case when not g.is_private or ${member} then left(g.description, ${EXCERPT}) end as description,
          g.category, g.is_private, g.members_count, g.avatar_url
        from groups g
        where ${SEARCH_VECTORS.groups} @@ ${TSQUERY} and ${notHidden('group', 'g', h)}
          and (not g.is_private
               or to_tsvector('public.french_unaccent'::regconfig, g.name) @@ ${TSQUERY}
               or ${member})
        order by ${byName('g.name', 'g.id')}
        ${page}`;
    }
    case 'businessPages':
      return `select bp.id, bp.name, bp.category, left(bp.description, ${EXCERPT}) as description,
          bp.cover_url, bp.followers_count
        from business_pages bp
        where ${SEARCH_VECTORS.businessPages} @@ ${TSQUERY} and ${notHidden('businessPage', 'bp', h)}
        order by ${byName('bp.name', 'bp.id')}
        ${page}`;
    case 'businesses':
      return `select b.id, b.business_name as name, b.category, b.address, b.is_verified, b.logo_url
        from businesses b
        where ${SEARCH_VECTORS.businesses} @@ ${TSQUERY} and ${notHidden('business', 'b', h)}
        order by ${byName('b.business_name', 'b.id')}
        ${page}`;
    case 'municipalServices':
      return `select s.id, s.name, s.category, s.phone, s.is_emergency
        from municipal_services s
        where ${SEARCH_VECTORS.municipalServices} @@ ${TSQUERY}
        order by ${byName('s.name', 's.id')}
        ${page}`;
    case 'associations':
      return `select a.id, a.name, a.category, left(a.description, ${EXCERPT}) as description
        from associations a
        where ${SEARCH_VECTORS.associations} @@ ${TSQUERY}
        order by ${byName('a.name', 'a.id')}
        ${page}`;
  }
}

type Row = Record<string, unknown>;

const MAPPERS: { [K in SearchKind]: (r: Row) => SearchResults[K][number] } = {
  residents: (r) => ({
    id: r.id as string,
    name: r.name as string,
    username: r.username as string | null,
    image: r.image as string | null,
  }),
  posts: (r) => toPost(r as PostRow),
  groups: (r) => ({
    id: r.id as string,
    name: r.name as string,
    description: r.description as string | null,
    category: r.category as string | null,
    isPrivate: r.is_private as boolean,
    membersCount: r.members_count as number,
    avatarUrl: r.avatar_url as string | null,
  }),
  businessPages: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string | null,
    description: r.description as string | null,
    coverUrl: r.cover_url as string | null,
    followersCount: r.followers_count as number,
  }),
  businesses: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    address: r.address as string | null,
    isVerified: r.is_verified as boolean,
    logoUrl: r.logo_url as string | null,
  }),
  municipalServices: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    phone: r.phone as string | null,
    isEmergency: r.is_emergency as boolean,
  }),
  associations: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    description: r.description as string,
  }),
};

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

const emptyResults = (): SearchResults => ({
  residents: [],
  posts: [],
  groups: [],
  businessPages: [],
  businesses: [],
  municipalServices: [],
  associations: [],
  nextCursors: {
    residents: null,
    posts: null,
    groups: null,
    businessPages: null,
    businesses: null,
    municipalServices: null,
    associations: null,
  },
});

/**
 * Residents by name or username (accent- and case-insensitive substring, names starting with the
 * query first); posts and the community kinds (groups, business pages, local businesses,
 * municipal services, associations) by French full-text search, accent-insensitive, each word a
 * prefix, ranked. Every kind at once (the first results of each), or one kind paged by a cursor.
 * One statement, so one connection of the pool per search.
 */
export async function search(
  sql: Sql,
  reader: Reader,
  { q, kind, cursor, limit }: Pick<SearchQuery, 'q' | 'kind' | 'cursor' | 'limit'>,
): Promise<SearchResults> {
  const kinds = kind ? [kind] : SEARCH_KINDS;
  const tsquery = prefixTsQuery(q);
  const skip = kind ? decodeSearchCursor(kind, cursor) : 0;
  const windows = new Map<SearchKind, Window>();
  for (const k of kinds) {
    // Residents match by LIKE; the other kinds need at least one word.
    if (k !== 'residents' && tsquery === null) continue;
    const take = Math.min(limit ?? (kind ? SEARCH_PAGE_SIZE : SEARCH_FIRST_PAGE[k]), SEARCH_MAX_RESULTS - skip);
    windows.set(k, { take, skip });
  }
  const results = emptyResults();
  if (windows.size === 0) return results;

  const columns = [...windows].map(
    ([k, w]) => `(select coalesce(json_agg(x), '[]'::json) from (${kindSql(k, reader, w)}) x) as "${k}"`,
  );
  const lowered = escapeLike(q.toLowerCase());
  const params: unknown[] = [tsquery ?? '', `%${lowered}%`, `${lowered}%`];
  if (reader) params.push(reader.id);
  // Every parameter is typed here, used or not by the kinds asked (PostgreSQL refuses untyped ones).
  columns.push(params.map((_, i) => `$${i + 1}::text`).join(' || ') + ' as _params');
  const { rows } = await sql.query<Record<SearchKind, Row[]>>(`select ${columns.join(',\n')}`, params);
  const row = rows[0]!;

  for (const [k, w] of windows) {
    const found = row[k];
    const more = found.length > w.take && w.skip + w.take < SEARCH_MAX_RESULTS;
    const map = MAPPERS[k] as (r: Row) => unknown;
    (results[k] as unknown[]) = found.slice(0, w.take).map((r) => map(r));
    results.nextCursors[k] = more ? encodeSearchCursor(k, w.skip + w.take) : null;
  }
  return results;
}
