// Load benchmark of the list endpoints of issue 17 (groups, business pages, local businesses,
// reviews, municipal services, associations, search): each at 50 connections for a visitor or a
// signed-in resident, on one embedded PostgreSQL holding 10,000 rows in each listed table. Each list
// runs side by side with its bare route (issue 39), in the same process: a plain Fastify route
// calling the module's list function(s) through `pg` on every request (the same SQL and row mapping
// the app's handler runs without memory), no validation, helmet or response schema; the resident's
// bare route checks the signed session cookie and reads the session in one query, as bench/feed.ts's
// baseline does. The search is compared with the previous per-kind search (bench/search-per-kind.ts).
// Run: node --import tsx bench/community-lists.ts
// Options: --duration <seconds> (default 10); --only <text>[,<text>…]: the endpoints whose name holds one;
// --explain prints the plan of each endpoint's statements instead of timing them.
// Exits 1 when a request fails or a list's p99 is above its bare route's by more than the run's noise.
import Fastify from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  AssociationsQuery,
  GroupsPageQuery,
  ListBusinessesQuery,
  MunicipalServicesQuery,
  PageQuery,
  ReviewsQuery,
  type Role,
} from '@portmarin/shared';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { visibility, type Reader } from '../apps/server/src/db/visibility.ts';
import { MODULES } from '../apps/server/src/modules/ordered.ts';
import { listAssociations } from '../apps/server/src/modules/associations/associations.service.ts';
import {
  listBusinessPages,
  requireBusinessPage,
} from '../apps/server/src/modules/business-pages/business-pages.service.ts';
import { listBusinesses } from '../apps/server/src/modules/businesses/businesses.service.ts';
import {
  listDiscoverGroups,
  listMembers,
  listMyGroups,
  requireReadable,
} from '../apps/server/src/modules/groups/groups.service.ts';
import { listMunicipalServices } from '../apps/server/src/modules/municipal-services/municipal-services.service.ts';
import { listPlacePosts } from '../apps/server/src/modules/posts/index.ts';
import { listReviews } from '../apps/server/src/modules/reviews/reviews.service.ts';
import {
  row,
  run,
  sessionCookieValue,
  mergeHalves,
  signedSessionToken,
  startApp,
  TABLE_HEAD,
  type Result,
  type Target,
  measureDatabase,
} from './harness.ts';
import { comparePerKindSearch, startPerKindSearch } from './search-per-kind.ts';

const RESIDENTS = 1_000;
const ROWS = 10_000;
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const WARM_UP = 3;
const CONNECTIONS = 50;
/**
 * How far above its bare route's a list's p99 may be before the run fails: the noise of the same
 * run, the spread between the two halves of its bare route's own run, and never less than this. On
 * the shared 2-CPU machine those halves' p99 differed by 4 % to 6× at load 9–18 (7 Dec 2026): a fixed
 * margin would fail on noise; the rate ratio printed beside it is the steadier figure.
 */
const NOISE_FLOOR = 0.2;
const RESIDENT = 'bench-1';
const EXPLAIN = process.argv.includes('--explain');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1]!.split(',') : [];

type Ids = { group: string; page: string; business: string };

/** 10,000 rows in each table a list endpoint or the search reads; bench-1 belongs to every group. */
async function seed(databaseUrl: string): Promise<Ids> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (id, name, email, email_verified, username, display_username)
       select 'bench-' || g, 'Habitant ' || g, 'habitant' || g || '@bench.portmarin.fr', true, 'habitant_' || g, 'Habitant_' || g
       from generate_series(1, $1::int) g`,
      [RESIDENTS],
    );
    const categories = `(array['Sport','Musique','Cuisine','Voyage','Art','Autre'])[1 + g % 6]`;
    await client.query(
      `insert into groups (name, description, category, is_private, created_by, members_count, created_at)
       select 'Groupe ' || g || ' de Port-Marin', 'Les amis du port et de la plage, groupe ' || g, ${categories},
              g % 10 = 0, 'bench-' || (1 + g % $2::int), 1, now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    await client.query(
      `insert into group_members (group_id, user_id, role)
       select id, $1, case when row_number() over (order by id) % 5 = 0 then 'admin' else 'member' end from groups`,
      [RESIDENT],
    );
    const { rows: firstGroup } = await client.query<{ id: string }>(
      'select id from groups where not is_private order by created_at desc limit 1',
    );
    const group = firstGroup[0]!.id;
    await client.query(`insert into group_members (group_id, user_id) select $1, id from "user" where id <> $2`, [
      group,
      RESIDENT,
    ]);
    await client.query(`update groups set members_count = ${RESIDENTS} where id = $1`, [group]);

    await client.query(
      `insert into business_pages (name, description, category, created_by, followers_count, created_at)
       select 'Commerce ' || g, 'Une boutique du centre, page ' || g, 'Commerce de détail',
              'bench-' || (1 + g % $2::int), g % 300, now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    const { rows: firstPage } = await client.query<{ id: string; created_by: string }>(
      'select id, created_by from business_pages order by created_at desc limit 1',
    );
    const page = firstPage[0]!.id;
    for (const [column, place, author] of [
      ['group_id', group, RESIDENT],
      ['business_page_id', page, firstPage[0]!.created_by],
    ] as const) {
      await client.query(
        `insert into posts (user_id, content, ${column}, likes_count, created_at, updated_at)
         select $3, 'Message ' || g || ' du port et de la plage', $2, g % 40,
                now() - g * interval '10 minutes', now() - g * interval '10 minutes'
         from generate_series(1, $1::int) g`,
        [ROWS, place, author],
      );
    }

    await client.query(
      `insert into businesses (business_name, category, description, address, is_verified, is_sponsored, is_featured,
                               rating, reviews_count, created_by, created_at)
       select 'Entreprise ' || g, (array['Restaurant','Commerce','Santé','Beauté','Artisan','Services'])[1 + g % 6],
              'Artisan et commerce du port, entreprise ' || g, g || ' quai des Pêcheurs, Port-Marin',
              g % 7 = 0, g % 50 = 0, g % 11 = 0, case when g % 4 <> 0 then 1 + (g % 40) / 10.0 end, g % 300,
              'bench-' || (1 + g % $2::int), now() - g * interval '1 minute'
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    const { rows: firstBusinesses } = await client.query<{ id: string }>(
      'select id from businesses order by created_at desc limit 10',
    );
    const business = firstBusinesses[0]!.id;
    // 1,000 residents × 10 businesses: 10,000 reviews, one per resident per business.
    await client.query(
      `insert into reviews (business_id, user_id, rating, content, created_at)
       select b.id, u.id, 1 + (abs(hashtext(u.id || b.id::text)) % 5), 'Très bon accueil', now() - random() * interval '90 days'
       from unnest($1::uuid[]) b(id) cross join "user" u`,
      [firstBusinesses.map((b) => b.id)],
    );

    await client.query(
      `insert into municipal_services (name, category, description, phone, is_emergency)
       select 'Service ' || g, (array['Administration','État Civil','Urbanisme','Finances','Technique','Social','Culture',
              'Sports','Éducation','Économie','Sécurité','Environnement','Communication','Numérique','Littoral'])[1 + g % 15],
              'Accueil et démarches du service ' || g, '02 98 00 00 00', g % 500 = 0
       from generate_series(1, $1::int) g`,
      [ROWS],
    );
    await client.query(
      `insert into associations (name, category, description, activities)
       select 'Association ' || g, (array['Sport','Culture','Social','Environnement','Solidarité'])[1 + g % 5],
              'Bénévoles du port et de la plage, association ' || g, array['Rencontres', 'Sorties']
       from generate_series(1, $1::int) g`,
      [ROWS],
    );
    // The kinds the search finds since issue 30, numbered like the others.
    await client.query(
      `insert into events (title, description, location, category, starts_at, organizer_id)
       select 'Événement ' || g, 'Rendez-vous sur le port, événement ' || g, 'Quai ' || g,
              (array['Musique','Tech','Sport','Culture'])[1 + g % 4], now() + (g - $1::int / 2) * interval '1 hour',
              'bench-' || (1 + g % $2::int)
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    await client.query(
      `insert into marketplace_listings (seller_id, title, description, price_cents, category, condition, location, status)
       select 'bench-' || (1 + g % $2::int), 'Annonce ' || g, 'Objet du grenier, annonce ' || g, 100 * g, 'Loisirs',
              'Bon état', 'Port-Marin', (array['active','active','sold','inactive'])[1 + g % 4]
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    await client.query(
      `insert into suggestions (user_id, title, description, category, votes_count)
       select 'bench-' || (1 + g % $2::int), 'Idée ' || g, 'Pour le port et la plage, idée ' || g, 'contenu', g % 50
       from generate_series(1, $1::int) g`,
      [ROWS, RESIDENTS],
    );
    await client.query(
      `insert into referendums (title, question, description, category, ends_at, created_by)
       select 'Référendum ' || g, 'Faut-il changer le port ? ' || g, 'Consultation des habitants, référendum ' || g,
              'Urbanisme', now() + (g - $1::int / 2) * interval '1 hour', 'bench-1'
       from generate_series(1, $1::int) g`,
      [ROWS],
    );
    await client.query('analyze');
    return { group, page, business };
  } finally {
    await client.end();
  }
}

/** Each endpoint's statements (caught on the app's pool) with their plans and timings. */
async function explain(pool: pg.Pool, targets: Array<[string, Target]>): Promise<void> {
  const seen: Array<{ text: string; values: unknown[]; generic: boolean }> = [];
  const record = (first: unknown, second: unknown, generic: boolean) => {
    const config =
      typeof first === 'string' ? { text: first, values: second } : (first as { text: string; values?: unknown[] });
    seen.push({ text: config.text, values: (config.values as unknown[] | undefined) ?? [], generic });
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (first: unknown, second?: unknown) => {
    record(first, second, false);
    return query(first, second);
  };
  // The search runs on a client of its own, each statement with a generic plan (search.service.ts).
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  (pool as { connect: unknown }).connect = async (callback?: unknown) => {
    // pool.query's own connect (with a callback) is left alone: its statement is caught above.
    if (callback) return connect(callback);
    const client = await connect();
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { query: unknown }).query = (first: unknown, second?: unknown) => {
      record(first, second, true);
      return clientQuery(first, second);
    };
    return client;
  };
  for (const [name, target] of targets) {
    seen.length = 0;
    await fetch(target.url, { headers: target.headers });
    console.log(`\n=== ${name}`);
    for (const statement of [...seen]) {
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const client = await connect();
      try {
        await client.query('begin');
        if (statement.generic) await client.query('set local plan_cache_mode = force_generic_plan');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers off) ${statement.text}`,
          statement.values,
        );
        console.log(statement.text.replace(/\s+/g, ' ').slice(0, 300));
        console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  }
}

/**
 * The bare routes, one per list, on their own Fastify and pool (the app's size, 10): each reads the
 * session when the list is a resident's, then calls the module's list function(s) as the app's
 * handler does, and answers JSON.stringify of the result.
 */
async function startBare(databaseUrl: string, cookieName: string, secret: string, ids: Ids) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const sessionQuery = {
    name: 'bench-session',
    text: `select u.id, u.role from session s join "user" u on u.id = s.user_id
      where s.token = $1 and s.expires_at > now()`,
  };
  const signedToken = signedSessionToken(cookieName, secret);
  const reader = async (cookie: string | undefined): Promise<NonNullable<Reader>> => {
    const token = signedToken(cookie);
    const found = token
      ? (await pool.query<{ id: string; role: Role }>({ ...sessionQuery, values: [token] })).rows[0]
      : undefined;
    if (!found) throw new Error('no session');
    return found;
  };
  // The owner rules of hidden content, as the app builds them from the module list.
  const rules = visibility(MODULES.flatMap((m) => m.hides ?? []));
  // Each query's defaults, parsed once: the bare routes validate nothing.
  const page = PageQuery.parse({});
  const groupsPage = GroupsPageQuery.parse({});
  const routes: Record<string, (cookie: string | undefined) => Promise<unknown>> = {
    'groups-discover': () => listDiscoverGroups(pool, null, groupsPage),
    'groups-mine': async (cookie) => listMyGroups(pool, rules, (await reader(cookie)).id, groupsPage),
    'groups-members': async (cookie) => {
      await requireReadable(pool, rules, ids.group, await reader(cookie));
      return listMembers(pool, ids.group, groupsPage);
    },
    'groups-posts': async (cookie) => {
      const viewer = await reader(cookie);
      await requireReadable(pool, rules, ids.group, viewer);
      return listPlacePosts(pool, rules, viewer, { groupId: ids.group }, page);
    },
    'business-pages': () => listBusinessPages(pool, rules, null, page),
    'business-pages-posts': async (cookie) => {
      const viewer = await reader(cookie);
      await requireBusinessPage(pool, rules, ids.page, viewer);
      return listPlacePosts(pool, rules, viewer, { businessPageId: ids.page }, page);
    },
    'businesses-rank': () => listBusinesses(pool, rules, ListBusinessesQuery.parse({ order: 'rank' }), null),
    'businesses-directory': () => listBusinesses(pool, rules, ListBusinessesQuery.parse({ order: 'directory' }), null),
    'businesses-sante': () => listBusinesses(pool, rules, ListBusinessesQuery.parse({ category: 'Santé' }), null),
    'businesses-reviews': async (cookie) =>
      listReviews(pool, rules, await reader(cookie), { kind: 'business', id: ids.business }, ReviewsQuery.parse({})),
    'municipal-services': () => listMunicipalServices(pool, MunicipalServicesQuery.parse({})),
    associations: () => listAssociations(pool, null, AssociationsQuery.parse({})),
  };
  for (const [name, handler] of Object.entries(routes)) {
    app.get(`/${name}`, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(await handler(request.headers.cookie))),
    );
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: (name: keyof typeof routes) => `${address}/${name}`,
    close: async () => (await app.close(), await pool.end()),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** One list: the app's endpoint and its bare route (none for the search). */
type List = { name: string; app: Target; bare?: Target };

async function main(): Promise<boolean> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  // The `postgres` user (when we run as root) must traverse the folder.
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'), EXPLAIN ? (m) => console.error(m) : undefined);
  measureDatabase(path.join(dir, 'data'));
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  let perKind: Awaited<ReturnType<typeof startPerKindSearch>> | undefined;
  try {
    const secret = randomBytes(32).toString('hex');
    app = await startApp(pgServer.url, path.join(dir, 'data'), secret);
    const ids = await seed(pgServer.url);
    const { group, page, business } = ids;
    const cookie = `${app.cookieName}=${await sessionCookieValue(pgServer.url, secret, RESIDENT)}`;
    bare = await startBare(pgServer.url, app.cookieName, secret, ids);
    const api = `${app.address}/api`;
    const resident = (url: string): Target => ({ url, headers: { cookie } });
    const b = bare.url;
    const lists: List[] = [
      { name: 'groups/discover, visitor', app: { url: `${api}/groups/discover` }, bare: { url: b('groups-discover') } },
      { name: 'groups/mine, resident', app: resident(`${api}/groups/mine`), bare: resident(b('groups-mine')) },
      {
        name: 'groups/:id/members, resident',
        app: resident(`${api}/groups/${group}/members`),
        bare: resident(b('groups-members')),
      },
      {
        name: 'groups/:id/posts, resident',
        app: resident(`${api}/groups/${group}/posts`),
        bare: resident(b('groups-posts')),
      },
      { name: 'business-pages, visitor', app: { url: `${api}/business-pages` }, bare: { url: b('business-pages') } },
      {
        name: 'business-pages/:id/posts, resident',
        app: resident(`${api}/business-pages/${page}/posts`),
        bare: resident(b('business-pages-posts')),
      },
      {
        name: 'businesses?order=rank, visitor',
        app: { url: `${api}/businesses?order=rank` },
        bare: { url: b('businesses-rank') },
      },
      {
        name: 'businesses?order=directory, visitor',
        app: { url: `${api}/businesses?order=directory` },
        bare: { url: b('businesses-directory') },
      },
      {
        name: 'businesses?category=Santé, visitor',
        app: { url: `${api}/businesses?category=Sant%C3%A9` },
        bare: { url: b('businesses-sante') },
      },
      {
        name: 'businesses/:id/reviews, resident',
        app: resident(`${api}/businesses/${business}/reviews`),
        bare: resident(b('businesses-reviews')),
      },
      {
        name: 'municipal-services, visitor',
        app: { url: `${api}/municipal-services` },
        bare: { url: b('municipal-services') },
      },
      { name: 'associations, visitor', app: { url: `${api}/associations` }, bare: { url: b('associations') } },
      // A query matching about 1 % of each table (names numbered 42, 420–429, 4200–4299).
      { name: 'search?q=42, resident', app: resident(`${api}/search?q=42`) },
    ];

    if (ONLY.length > 0)
      lists.splice(0, lists.length, ...lists.filter(({ name }) => ONLY.some((o) => name.includes(o))));
    // The previous per-kind search, a bare route on the same database, measured in the same run (issue 39).
    if (lists.some(({ name }) => name.startsWith('search'))) {
      perKind = await startPerKindSearch(pgServer.url, app.cookieName, secret);
    }
    // Every endpoint answers a full first page before anything is timed, and its bare route the same page.
    const body = async (t: Target) => {
      const res = await fetch(t.url, { headers: t.headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${t.url} answered ${res.status}: ${text}`);
      return text;
    };
    for (const { name, app: appTarget, bare: bareTarget } of lists) {
      const text = await body(appTarget);
      if (text.length < 500) throw new Error(`${name} answered an almost empty page: ${text}`);
      if (bareTarget && JSON.stringify(JSON.parse(await body(bareTarget))) !== JSON.stringify(JSON.parse(text)))
        throw new Error(`${name} and its bare route answer different pages`);
    }

    if (EXPLAIN) {
      await explain(
        app.app.pool,
        lists.map(({ name, app: t }) => [name, t]),
      );
      return true;
    }
    console.log(
      `community lists benchmark: ${ROWS} rows a table, ${CONNECTIONS} connections, ${DURATION} s a run, ${os.cpus().length} CPU, load ${loadAverage()}`,
    );
    const results: Array<{ name: string; app: Result; bare?: Result; bareSpread?: number }> = [];
    for (const { name, app: appTarget, bare: bareTarget } of lists) {
      await run(appTarget, CONNECTIONS, WARM_UP);
      if (!bareTarget) {
        results.push({ name, app: await run(appTarget, CONNECTIONS, DURATION) });
        continue;
      }
      await run(bareTarget, CONNECTIONS, WARM_UP);
      // App, bare, bare, app: machine noise and drift fall on both alike.
      const half = DURATION / 2;
      const app1 = await run(appTarget, CONNECTIONS, half);
      const bare1 = await run(bareTarget, CONNECTIONS, half);
      const bare2 = await run(bareTarget, CONNECTIONS, half);
      const app2 = await run(appTarget, CONNECTIONS, half);
      const bareSpread =
        Math.abs(bare1.latency.p99 - bare2.latency.p99) / Math.min(bare1.latency.p99, bare2.latency.p99);
      results.push({ name, app: mergeHalves(app1, app2), bare: mergeHalves(bare1, bare2), bareSpread });
      console.log(`${name}: done, load ${loadAverage()}`);
    }
    console.log(`\n${TABLE_HEAD}`);
    for (const r of results) {
      console.log(row(r.name, CONNECTIONS, r.app));
      if (r.bare) console.log(row('  bare route', CONNECTIONS, r.bare));
    }
    console.log("\n| list | req/s app / bare | p99 app / bare (ms) | p99 ratio | bare halves' p99 spread |");
    console.log('| --- | ---: | ---: | ---: | ---: |');
    let met = true;
    for (const r of results) {
      if (!r.bare) continue;
      const rate = r.app.requests.average / r.bare.requests.average;
      const p99 = r.app.latency.p99 / r.bare.latency.p99;
      met &&= p99 <= 1 + Math.max(NOISE_FLOOR, r.bareSpread!);
      console.log(
        `| ${r.name} | ${rate.toFixed(2)} | ${r.app.latency.p99.toFixed(0)} / ${r.bare.latency.p99.toFixed(0)} | ${p99.toFixed(2)} | ${(100 * r.bareSpread!).toFixed(0)} % |`,
      );
    }
    const search = lists.find(({ name }) => name === 'search?q=42, resident')?.app;
    if (search && perKind) {
      console.log(
        await comparePerKindSearch(search, { url: `${perKind.url}?q=42`, headers: { cookie } }, CONNECTIONS, DURATION),
      );
    }
    console.log(`\nmachine load (uptime): ${loadAverage()}`);
    const failed = results.some((r) => r.app.non2xx + r.app.errors + (r.bare ? r.bare.non2xx + r.bare.errors : 0) > 0);
    return met && !failed;
  } finally {
    await bare?.close().catch(() => {});
    await perKind?.close().catch(() => {});
    await app?.close().catch(() => {});
    await pgServer.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: a library resets process.exitCode while everything shuts down.
process.exit((await main()) ? 0 : 1);
