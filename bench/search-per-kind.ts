// The search as it was before the one search index (issue 39): one full-text statement of 12
// subqueries, each kind matched and ranked on its own table's GIN index, for a signed-in resident.
// A bare Fastify route (no validation, no response schema) that reads the session itself (the
// signed cookie checked, one query by token joined to the user), so that bench/community-lists.ts
// measures the new search against it in the same run.
import Fastify from 'fastify';
import os from 'node:os';
import pg from 'pg';
import { mergeHalves, row, run, signedSessionToken, TABLE_HEAD, type Target } from './harness.ts';
import { isoTimestamp } from '../apps/server/src/db/sql.ts';
import { notHidden, readerAt, visibility } from '../apps/server/src/db/visibility.ts';
import { MODULES } from '../apps/server/src/modules/ordered.ts';
import { inFeed, postColumns } from '../apps/server/src/modules/posts/post-rows.ts';
import { seenBy } from '../apps/server/src/modules/posts/posts.service.ts';
import { POST_SEARCH_VECTOR } from '../apps/server/src/modules/posts/index.ts';
import { frenchVector, prefixTsQuery, SEARCH_EXCERPT } from '../apps/server/src/modules/search/index.ts';
import { escapeLike } from '../apps/server/src/db/sql.ts';

/** Each kind's searched text then, by table and alias: the expressions of the tables' GIN indexes. */
const VECTORS = {
  announcements: ['announcements', 'a', `a.title || ' ' || a.text || ' ' || a.location`],
  associations: ['associations', 'a', `a.name || ' ' || a.category || ' ' || a.description`],
  businessPages: [
    'business_pages',
    'bp',
    `bp.name || ' ' || coalesce(bp.category, '') || ' ' || coalesce(bp.description, '')`,
  ],
  businesses: ['businesses', 'b', `b.business_name || ' ' || b.category || ' ' || coalesce(b.description, '')`],
  events: ['events', 'e', `e.title || ' ' || e.description || ' ' || e.location`],
  groups: ['groups', 'g', `g.name || ' ' || coalesce(g.description, '')`],
  listings: ['marketplace_listings', 'l', `l.title || ' ' || l.description`],
  municipalServices: ['municipal_services', 's', `s.name || ' ' || s.category || ' ' || coalesce(s.description, '')`],
  referendums: ['referendums', 'r', `r.title || ' ' || r.question || ' ' || r.description`],
  suggestions: ['suggestions', 's', `s.title || ' ' || s.description`],
} as const;
const vector = (kind: keyof typeof VECTORS) => frenchVector(VECTORS[kind][2]);
const ANNOUNCEMENT_SEARCH_VECTOR = vector('announcements');
const ASSOCIATION_SEARCH_VECTOR = vector('associations');
const BUSINESS_PAGE_SEARCH_VECTOR = vector('businessPages');
const BUSINESS_SEARCH_VECTOR = vector('businesses');
const EVENT_SEARCH_VECTOR = vector('events');
const GROUP_SEARCH_VECTOR = vector('groups');
const LISTING_SEARCH_VECTOR = vector('listings');
const MUNICIPAL_SERVICE_SEARCH_VECTOR = vector('municipalServices');
const REFERENDUM_SEARCH_VECTOR = vector('referendums');
const SUGGESTION_SEARCH_VECTOR = vector('suggestions');

/** The tables' GIN indexes the per-kind search read, those the one index made useless created again (if not exists). */
async function perKindIndexes(pool: pg.Pool): Promise<void> {
  for (const [table, alias, text] of Object.values(VECTORS)) {
    const expression = text.replaceAll(`${alias}.`, '');
    await pool.query(
      `create index if not exists ${table}_search_idx on ${table} using gin (${frenchVector(expression)})`,
    );
  }
  await pool.query('analyze');
}

/** The previous statement's 12 subqueries (a32a328's `*.search.ts`), for a resident: $1 words, $2 substring, $3 prefix, $4 viewer. */
function perKindStatement(): string {
  const reader = { id: '', role: 'user' as const };
  const rules = visibility(MODULES.flatMap((m) => m.hides ?? []));
  const hidden = readerAt(reader, '$4', rules);
  const words = `to_tsquery('public.french_unaccent', $1)`;
  const page = 'limit 6 offset 0';
  const startsWith = (text: string) => `public.immutable_unaccent(lower(${text})) like public.immutable_unaccent($3)`;
  const byName = (name: string, id: string) => `${startsWith(name)} desc, ${name}, ${id}`;
  const byRelevance = (vector: string) => `ts_rank(${vector}, ${words}) desc, p.created_at desc, p.id desc`;
  const unaccented = (text: string) => `public.immutable_unaccent(lower(${text}))`;
  const matches = (pattern: string) =>
    `(${unaccented('u.name')} like public.immutable_unaccent(${pattern})
      or ${unaccented(`coalesce(u.username, '')`)} like public.immutable_unaccent(${pattern}))`;
  const member = `exists(select 1 from group_members m where m.group_id = g.id and m.user_id = $4)`;
  const tier = `case when a.starts_at > now() then 1 when a.ends_at <= now() then 2 else 0 end`;
  const kinds: Record<string, string> = {
    residents: `select u.id, u.name, coalesce(u.display_username, u.username) as username, u.image
      from "user" u where u.email_verified and ${notHidden('profile', 'u', hidden)} and ${matches('$2')}
      order by ${matches('$3')} desc, u.name, u.id ${page}`,
    posts: `select ${postColumns('$4')} from posts p join "user" u on u.id = p.user_id
      where ${POST_SEARCH_VECTOR} @@ ${words} and ${inFeed('p')} and ${notHidden('post', 'p', hidden)}
      order by ${byRelevance(POST_SEARCH_VECTOR)} ${page}`,
    announcements: `select a.id, a.title, a.category, a.location,
        (array['current', 'upcoming', 'ended'])[${tier} + 1] as status,
        ${isoTimestamp('a.starts_at')} as starts_at, ${isoTimestamp('a.ends_at')} as ends_at
      from announcements a where ${ANNOUNCEMENT_SEARCH_VECTOR} @@ ${words} and a.withdrawn_at is null
      order by ${tier}, (a.category = 'Alerte') desc,
        abs(extract(epoch from (case when a.ends_at <= now() then a.ends_at else a.starts_at end) - now())), a.id ${page}`,
    placePosts: `select p.id, left(p.content, ${SEARCH_EXCERPT}) as excerpt, p.image_url is not null as has_image,
        ${isoTimestamp('p.created_at')} as created_at,
        case when pp.id is not null then pp.name else u.name end as signed_by,
        case when pg.id is not null then 'group' else 'business-page' end as place_kind,
        coalesce(pg.id, pp.id) as place_id, coalesce(pg.name, pp.name) as place_name
      from posts p join "user" u on u.id = p.user_id
        left join groups pg on pg.id = p.group_id left join business_pages pp on pp.id = p.business_page_id
      where ${POST_SEARCH_VECTOR} @@ ${words} and not (${inFeed('p')}) and ${seenBy(reader, rules, '$4')}
        and (pg.id is null or ${notHidden('group', 'pg', hidden)})
        and (pp.id is null or ${notHidden('business-page', 'pp', hidden)})
      order by ${byRelevance(POST_SEARCH_VECTOR)} ${page}`,
    events: `select e.id, e.title, ${isoTimestamp('e.starts_at')} as starts_at, e.location, e.category,
        e.cancelled_at is not null as cancelled
      from events e where ${EVENT_SEARCH_VECTOR} @@ ${words} and ${notHidden('event', 'e', hidden)}
      order by (e.cancelled_at is null and e.starts_at > now()) desc, abs(extract(epoch from e.starts_at - now())), e.id ${page}`,
    listings: `select l.id, l.title, l.price_cents, l.price_period, l.location, l.category, l.status = 'sold' as sold
      from marketplace_listings l
      where ${LISTING_SEARCH_VECTOR} @@ ${words} and l.status in ('active', 'sold') and ${notHidden('listing', 'l', hidden)}
      order by l.status = 'sold', ${startsWith('l.title')} desc, l.created_at desc, l.id ${page}`,
    groups: `select g.id, g.name, case when not g.is_private or ${member} then left(g.description, ${SEARCH_EXCERPT}) end as description,
        g.category, g.is_private, g.members_count, g.avatar_url
      from groups g
      where ${GROUP_SEARCH_VECTOR} @@ ${words} and ${notHidden('group', 'g', hidden)}
        and (not g.is_private or ${frenchVector('g.name')} @@ ${words} or ${member})
      order by ${byName('g.name', 'g.id')} ${page}`,
    businessPages: `select bp.id, bp.name, bp.category, left(bp.description, ${SEARCH_EXCERPT}) as description,
        bp.cover_url, bp.followers_count
      from business_pages bp where ${BUSINESS_PAGE_SEARCH_VECTOR} @@ ${words} and ${notHidden('business-page', 'bp', hidden)}
      order by ${byName('bp.name', 'bp.id')} ${page}`,
    businesses: `select b.id, b.business_name as name, b.category, b.address, b.is_verified, b.logo_url
      from businesses b where ${BUSINESS_SEARCH_VECTOR} @@ ${words} and ${notHidden('business', 'b', hidden)}
      order by ${byName('b.business_name', 'b.id')} ${page}`,
    municipalServices: `select s.id, s.name, s.category, s.phone, s.is_emergency
      from municipal_services s where ${MUNICIPAL_SERVICE_SEARCH_VECTOR} @@ ${words}
      order by ${byName('s.name', 's.id')} ${page}`,
    associations: `select a.id, a.name, a.category, left(a.description, ${SEARCH_EXCERPT}) as description
      from associations a where ${ASSOCIATION_SEARCH_VECTOR} @@ ${words}
      order by ${byName('a.name', 'a.id')} ${page}`,
    suggestions: `select s.id, s.title, s.status, s.votes_count
      from suggestions s where ${SUGGESTION_SEARCH_VECTOR} @@ ${words}
      order by ${startsWith('s.title')} desc, s.votes_count desc, s.created_at desc, s.id ${page}`,
    referendums: `select r.id, r.title, r.question, ${isoTimestamp('r.ends_at')} as ends_at,
        not (r.closed_at is null and r.ends_at > now()) as closed
      from referendums r where ${REFERENDUM_SEARCH_VECTOR} @@ ${words}
      order by (r.closed_at is null and r.ends_at > now()) desc,
        case when r.closed_at is null and r.ends_at > now() then r.ends_at end asc, r.ends_at desc, r.id ${page}`,
  };
  const columns = Object.entries(kinds).map(
    ([kind, query]) => `(select coalesce(json_agg(x), '[]'::json) from (${query}) x) as "${kind}"`,
  );
  return `select ${columns.join(',\n')}, $1::text || $2::text || $3::text || $4::text as _params`;
}

/** The bare route of the previous search, listening on a free port: GET <url>?q=… with the resident's cookie. */
export async function startPerKindSearch(databaseUrl: string, cookieName: string, secret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await perKindIndexes(pool);
  const app = Fastify({ logger: false });
  const statement = perKindStatement();
  const sessionQuery = {
    name: 'bench-session',
    text: `select u.id from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now()`,
  };
  const signedToken = signedSessionToken(cookieName, secret);
  app.get<{ Querystring: { q: string } }>('/search', async (request) => {
    const token = signedToken(request.headers.cookie);
    const viewer = token ? (await pool.query<{ id: string }>({ ...sessionQuery, values: [token] })).rows[0] : undefined;
    if (!viewer) throw new Error('no session');
    const q = request.query.q;
    const lowered = escapeLike(q.toLowerCase());
    const { rows } = await pool.query(statement, [prefixTsQuery(q) ?? '', `%${lowered}%`, `${lowered}%`, viewer.id]);
    return rows[0];
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/search`, close: async () => (await app.close(), await pool.end()) };
}

/** Issue 39's figures of the per-kind search: 12 kinds of 10,000 rows, 50 connections, a quiet machine (issue filed 7 Dec 2026). */
export const SEARCH_BEFORE = { date: '2026-12-07', rate: 55, p50: 891, p99: 1008, cpuUs: 2700 };
/** Issue 39's goal: the one index's p99 at most 100 ms and its rate at least 10× the per-kind search's. */
export const SEARCH_GOAL = { p99: 100, ratio: 10 };

/**
 * The search against the per-kind one, interleaved (search, per-kind, per-kind, search, half the
 * duration each) so that the machine's drift falls on both alike; the report with the load average.
 */
export async function comparePerKindSearch(
  search: Target,
  perKind: Target,
  connections: number,
  duration: number,
): Promise<string> {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const before = load();
  await run(perKind, connections, 3);
  const half = duration / 2;
  const s1 = await run(search, connections, half);
  const p1 = await run(perKind, connections, half);
  const p2 = await run(perKind, connections, half);
  const s2 = await run(search, connections, half);
  const now = mergeHalves(s1, s2);
  const then = mergeHalves(p1, p2);
  const b = SEARCH_BEFORE;
  const met = now.latency.p99 <= SEARCH_GOAL.p99 && now.requests.average >= SEARCH_GOAL.ratio * then.requests.average;
  return [
    `\nsearch, one index against the per-kind search (issue 39), interleaved; load average ${before} → ${load()}`,
    TABLE_HEAD,
    row('search?q=42, one index', connections, now),
    row('search?q=42, per-kind (bare route)', connections, then),
    `ratio in this run: ${(now.requests.average / then.requests.average).toFixed(1)}× the rate; p99 ${now.latency.p99} ms against ${then.latency.p99}`,
    `against issue 39's figures (${b.date}: ${b.rate} req/s, p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.cpuUs} µs CPU a request): ${(now.requests.average / b.rate).toFixed(1)}× the rate`,
    `goal (p99 ≤ ${SEARCH_GOAL.p99} ms, ≥ ${SEARCH_GOAL.ratio}× the rate in the same run): ${met ? 'met' : 'not met'}`,
  ].join('\n');
}
