// Load benchmark of the list endpoints of issue 17 (groups, business pages, local businesses,
// reviews, municipal services, associations, search): each at 50 connections for a visitor or a
// signed-in resident, on one embedded PostgreSQL holding 10,000 rows in each listed table.
// Run: node --import tsx bench/community-lists.ts
// Options: --duration <seconds> (default 10); --only <text>: the endpoints whose name holds it;
// --explain prints the plan of each endpoint's statements instead of timing them. Exits 1 when a p99 reaches 50 ms or a request fails.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { row, run, sessionCookieValue, startApp, TABLE_HEAD, type Result, type Target } from './harness.ts';
import { comparePerKindSearch, startPerKindSearch } from './search-per-kind.ts';

const RESIDENTS = 1_000;
const ROWS = 10_000;
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const WARM_UP = 3;
const CONNECTIONS = 50;
const TARGET_P99_MS = 50;
const RESIDENT = 'bench-1';
const EXPLAIN = process.argv.includes('--explain');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1]! : '';

/** 10,000 rows in each table a list endpoint or the search reads; bench-1 belongs to every group. */
async function seed(databaseUrl: string): Promise<{ group: string; page: string; business: string }> {
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
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (first: unknown, second?: unknown) => {
    const config =
      typeof first === 'string' ? { text: first, values: second } : (first as { text: string; values?: unknown[] });
    seen.push({ text: config.text, values: (config.values as unknown[] | undefined) ?? [] });
    return query(first, second);
  };
  for (const [name, target] of targets) {
    seen.length = 0;
    await fetch(target.url, { headers: target.headers });
    console.log(`\n=== ${name}`);
    for (const statement of [...seen]) {
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const { rows } = (await query(`explain (analyze, buffers off) ${statement.text}`, statement.values)) as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      console.log(statement.text.replace(/\s+/g, ' ').slice(0, 300));
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}

async function main(): Promise<boolean> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  // The `postgres` user (when we run as root) must traverse the folder.
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'), EXPLAIN ? (m) => console.error(m) : undefined);
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  let perKind: Awaited<ReturnType<typeof startPerKindSearch>> | undefined;
  try {
    const secret = randomBytes(32).toString('hex');
    app = await startApp(pgServer.url, path.join(dir, 'data'), secret);
    const { group, page, business } = await seed(pgServer.url);
    const cookie = `${app.cookieName}=${await sessionCookieValue(pgServer.url, secret, RESIDENT)}`;
    const api = `${app.address}/api`;
    const resident = (url: string): Target => ({ url, headers: { cookie } });
    const targets: Array<[string, Target]> = [
      ['groups/discover, visitor', { url: `${api}/groups/discover` }],
      ['groups/mine, resident', resident(`${api}/groups/mine`)],
      ['groups/:id/members, resident', resident(`${api}/groups/${group}/members`)],
      ['groups/:id/posts, resident', resident(`${api}/groups/${group}/posts`)],
      ['business-pages, visitor', { url: `${api}/business-pages` }],
      ['business-pages/:id/posts, resident', resident(`${api}/business-pages/${page}/posts`)],
      ['businesses?order=rank, visitor', { url: `${api}/businesses?order=rank` }],
      ['businesses?order=directory, visitor', { url: `${api}/businesses?order=directory` }],
      ['businesses?category=Santé, visitor', { url: `${api}/businesses?category=Sant%C3%A9` }],
      ['businesses/:id/reviews, resident', resident(`${api}/businesses/${business}/reviews`)],
      ['municipal-services, visitor', { url: `${api}/municipal-services` }],
      ['associations, visitor', { url: `${api}/associations` }],
      // A query matching about 1 % of each table (names numbered 42, 420–429, 4200–4299).
      ['search?q=42, resident', resident(`${api}/search?q=42`)],
    ];

    if (ONLY) targets.splice(0, targets.length, ...targets.filter(([name]) => name.includes(ONLY)));
    // The previous per-kind search, a bare route on the same database, measured in the same run (issue 39).
    if (targets.some(([name]) => name.startsWith('search'))) {
      perKind = await startPerKindSearch(pgServer.url, app.cookieName, secret);
    }
    // Every endpoint answers a full first page before anything is timed.
    for (const [name, target] of targets) {
      const res = await fetch(target.url, { headers: target.headers });
      if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
      const body = JSON.stringify(await res.json());
      if (body.length < 500) throw new Error(`${name} answered an almost empty page: ${body}`);
    }

    if (EXPLAIN) {
      await explain(app.app.pool, targets);
      return true;
    }
    console.log(
      `community lists benchmark: ${ROWS} rows a table, ${CONNECTIONS} connections, ${DURATION} s a run, ${os.cpus().length} CPU`,
    );
    const results: Array<[string, Result]> = [];
    for (const [name, target] of targets) {
      await run(target, CONNECTIONS, WARM_UP);
      results.push([name, await run(target, CONNECTIONS, DURATION)]);
    }
    console.log(`\n${TABLE_HEAD}`);
    for (const [name, r] of results) console.log(row(name, CONNECTIONS, r));
    const slow = results.filter(([, r]) => r.latency.p99 >= TARGET_P99_MS);
    const failed = results.filter(([, r]) => r.non2xx + r.errors > 0);
    console.log(`\np99 under ${TARGET_P99_MS} ms: ${results.length - slow.length} of ${results.length} endpoints`);
    const search = targets.find(([name]) => name === 'search?q=42, resident')?.[1];
    if (search && perKind) {
      console.log(
        await comparePerKindSearch(search, { url: `${perKind.url}?q=42`, headers: { cookie } }, CONNECTIONS, DURATION),
      );
    }
    return slow.length === 0 && failed.length === 0;
  } finally {
    await perKind?.close().catch(() => {});
    await app?.close().catch(() => {});
    await pgServer.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: a library resets process.exitCode while everything shuts down.
process.exit((await main()) ? 0 : 1);
