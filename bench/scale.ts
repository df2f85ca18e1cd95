// A town a hundred times larger (issue 39): the same five measurements at today's bench size
// (1,000 residents, 10,000 posts, 20,000 comments, 10,000 of each hub kind) and, with --scale, at
// 50,000 residents, 1,000,000 posts, 2,000,000 comments and 100,000 of each hub kind: one database
// for each on one embedded PostgreSQL, an app instance on each, the sizes interleaved. Each p99
// should grow at most 2× (index-bound, not scan-bound).
// Run: node --import tsx bench/scale.ts [--scale] [--duration S] [--rounds N] [--explain] [--keep DIR]
// --rounds: runs of each measurement on each size (default 2, the lower p99 kept); --explain
// seeds the large size and prints the plan of each measurement's statements instead of timing
// them; --keep DIR seeds into DIR and keeps it, reusing the sizes already seeded there (the app's
// new migrations still run: a new index is tried on the seeded town in seconds).
// Exits 1 when a request fails or, with --scale, a p99 grows more than 2×.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { measureDatabase, run, runRequests, startApp, type Result, type Target } from './harness.ts';

type Size = { name: string; residents: number; posts: number; hubs: number };
const SMALL: Size = { name: '10,000 posts', residents: 1_000, posts: 10_000, hubs: 10_000 };
const LARGE: Size = { name: '1,000,000 posts', residents: 50_000, posts: 1_000_000, hubs: 100_000 };
const COMMENTS_PER_POST = 2;

const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const EXPLAIN = process.argv.includes('--explain');
const keepArg = process.argv.indexOf('--keep');
const KEEP = keepArg > 0 ? path.resolve(process.argv[keepArg + 1]!) : null;
const SCALE = process.argv.includes('--scale') || EXPLAIN;
const WARM_UP = 3;
const roundsArg = process.argv.indexOf('--rounds');
/** Rounds of each measurement on each size, interleaved; the lower p99 of a size's rounds is kept. */
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 2;
const CONNECTIONS = 50;
const MAX_GROWTH = 2;
/** Rows a seed statement inserts at most: progress shows, and no statement holds minutes of work. */
const BATCH = 100_000;
/** How far down the feed the deep page is: 50 pages of 20, a long scroll on a phone. */
const DEEP_PAGES = 50;
const RESIDENT = 'bench-1';
/** The searched word: in 1 row of 100 of every searchable kind (`withWord`), nowhere else. */
const WORD = 'goélette';
const QUERY = 'goelette';
/** Message senders (bench-2…): 30 messages a minute each is the throttle; the run stays far under. */
const SENDERS = 950;
const CONVERSATION_SIZE = 5;
const ORIGIN = 'http://127.0.0.1';

/** Deterministic ids, so posts find their group and comments their post without a join. */
const id = (prefix: string, n: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const groupId = (n: string) => id('10000000', n);
const pageId = (n: string) => id('20000000', n);
const postId = (n: string) => id('30000000', n);
const businessId = (n: string) => id('40000000', n);
/** One of `items` for row `n`, French spacing before its punctuation. */
const pick = (items: readonly string[], n: string) =>
  `(array[${items.map((s) => `'${s.replace(/'/g, "''").replace(/ ([!?:;])/g, '\u00a0$1')}'`).join(', ')}])[1 + (${n}) % ${items.length}]`;
/** A date spread over three years back (or `ahead` years ahead too). */
const spread = (years: number, ahead = 0) =>
  `now() + ${ahead} * interval '1 year' - random() * interval '${years + ahead} years'`;
/** Runs of 7 rows in 700 (not a fixed remainder, which would tie the word to a place or a status). */
const withWord = (n: string) =>
  `case when (${n}) / 7 % 100 = 42 then ' On a vu passer la ${WORD} du festival.' else '' end`;

const FIRST_NAMES = [
  'Yann',
  'Maëlle',
  'Gwenaël',
  'Nolwenn',
  'Erwan',
  'Soizic',
  'Loïc',
  'Anaïs',
  'Tanguy',
  'Léa',
  'Ronan',
  'Camille',
  'Pierre',
  'Inès',
  'Mathis',
];
const LAST_NAMES = [
  'Le Gall',
  'Kerjean',
  'Morvan',
  'Le Bihan',
  'Guéguen',
  'Tanguy',
  'Le Roux',
  'Quéméner',
  'Cariou',
  'Jaouen',
  'Le Goff',
  'Salaün',
  'Prigent',
];
const OPENINGS = [
  'Belle matinée sur le port.',
  'Quelqu’un a trouvé un trousseau de clés près de la halle.',
  'Le marché du samedi était plein de monde.',
  'Les travaux de la rue de Siam avancent enfin.',
  'Qui vient courir sur la plage demain à 7 h ?',
  'Merci aux bénévoles du nettoyage des dunes.',
  'La boulangerie du quai rouvre lundi.',
  'Grande marée ce week-end, attention aux voitures sur la cale.',
  'Le club de voile cherche des équipiers.',
  'Concert de bagad ce soir devant la mairie.',
  'Un chat tigré se promène rue des Écoles depuis hier.',
  'Les écoliers ont planté des arbres au parc.',
  'Fermeture de la piscine pour vidange la semaine prochaine.',
  'La criée a eu de belles langoustines ce matin.',
  'Vide-grenier dimanche sur le parking du port.',
  'Le bus de 8 h 10 était encore en retard.',
  'Atelier crêpes à la médiathèque mercredi.',
];
const DETAILS = [
  'Les enfants ont adoré.',
  'Pensez à vous inscrire en mairie.',
  'Il y avait du vent mais le soleil est revenu.',
  'Merci de partager autour de vous.',
  'Rendez-vous à 14 h devant l’office de tourisme.',
  'Photos à venir dans le groupe du quartier.',
  'On compte sur vous !',
  'Le parking est gratuit le dimanche.',
  'Apportez vos gobelets.',
  'Infos auprès de l’association des commerçants.',
  'La météo annonce une belle semaine.',
  'Ça fait plaisir de voir le quartier si vivant.',
  'Les places sont limitées.',
];
const COMMENTS = [
  'Merci pour l’info !',
  'J’y serai avec les enfants.',
  'Super nouvelle.',
  'Enfin !',
  'Quelqu’un peut me prendre en covoiturage ?',
  'C’était génial l’an dernier.',
  'Je partage à mes voisins.',
  'À quelle heure exactement ?',
  'Bravo aux organisateurs.',
  'Dommage, je travaille ce jour-là.',
  'Belle photo !',
];
const PLACES = [
  'du port',
  'de la plage',
  'du centre',
  'de Kerhallet',
  'des Quatre-Vents',
  'du Vieux Bourg',
  'de la gare',
];

/** Runs `sql` with $1 and $2 the bounds of each batch of [from, to]. */
async function batches(client: pg.Client, label: string, from: number, to: number, sql: string): Promise<void> {
  if (from > to) return;
  const started = Date.now();
  for (let a = from; a <= to; a += BATCH) await client.query(sql, [a, Math.min(a + BATCH - 1, to)]);
  console.error(`  ${label} ${from}–${to}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Seeds a town of size `to`, row g of each table the same at each size (the large town is the small
 * one and its new rows, dates aside). Posts: 60 % in the feed, 30 % in
 * groups (a tenth of those in group 1, the busy group), 10 % on business pages; 1 in 500 hidden by
 * a moderator; 2 comments each and 0–2 likes.
 */
async function seedRows(client: pg.Client, to: Size): Promise<void> {
  const R = to.residents;
  const H = to.hubs;
  const resident = (n: string) => `'bench-' || (1 + (${n}) % ${R})`;
  await client.query(`set synchronous_commit = off`);

  await batches(
    client,
    'residents',
    1,
    R,
    `insert into "user" (id, name, email, email_verified, username, display_username, created_at)
     select 'bench-' || g, ${pick(FIRST_NAMES, 'g')} || ' ' || ${pick(LAST_NAMES, 'g / 15')},
            'habitant' || g || '@bench.portmarin.fr', true, 'habitant_' || g, 'Habitant_' || g, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'groups',
    1,
    H,
    `insert into groups (id, name, description, category, is_private, created_by, members_count, created_at)
     select ${groupId('g')}, ${pick(['Les amis', 'Les voisins', 'Le club', 'Les passionnés', 'Les parents'], 'g')} || ' ' ||
            ${pick(PLACES, 'g / 5')} || ' ' || g,
            ${pick(OPENINGS, 'g')} || ${withWord('g')}, ${pick(['Sport', 'Musique', 'Cuisine', 'Voyage', 'Art', 'Autre'], 'g')},
            g % 10 = 0, ${resident('g')}, ${CONVERSATION_SIZE}, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'group members',
    1,
    H,
    `insert into group_members (group_id, user_id, role)
     select ${groupId('g')}, ${resident('g * 7 + k * 7919')}, case when k = 1 then 'admin' else 'member' end
     from generate_series($1::int, $2::int) g, generate_series(1, ${CONVERSATION_SIZE}) k
     on conflict do nothing`,
  );
  await client.query(
    `insert into group_members (group_id, user_id, role) values (${groupId('1')}, $1, 'admin') on conflict do nothing`,
    [RESIDENT],
  );
  await batches(
    client,
    'business pages',
    1,
    H,
    `insert into business_pages (id, name, description, category, created_by, followers_count, created_at)
     select ${pageId('g')}, ${pick(['Boutique', 'Atelier', 'Café', 'Librairie', 'Galerie'], 'g')} || ' ' || ${pick(PLACES, 'g / 5')} || ' ' || g,
            ${pick(DETAILS, 'g')} || ${withWord('g')}, ${pick(['Commerce de détail', 'Restauration', 'Services', 'Artisanat'], 'g')},
            ${resident('g')}, g % 300, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  const place = `case when g % 10 between 6 and 8 then ${groupId(`case when (g / 10) % 10 = 0 then 1 else 1 + (g * 31) % ${H} end`)} end`;
  await batches(
    client,
    'posts',
    1,
    to.posts,
    `insert into posts (id, user_id, content, group_id, business_page_id, likes_count, comments_count, hidden_at,
                        created_at, updated_at)
     select ${postId('g')}, ${resident('g::bigint * 7919')}, ${pick(OPENINGS, 'g')} || ' ' || ${pick(DETAILS, 'g / 17')} || ${withWord('g')},
            ${place}, case when g % 10 = 9 then ${pageId(`1 + (g * 17) % ${H}`)} end, g % 3, ${COMMENTS_PER_POST},
            case when g % 500 = 0 then now() end, d, d
     from (select g, ${spread(3)} as d from generate_series($1::int, $2::int) g) s`,
  );
  await batches(
    client,
    'comments',
    1,
    to.posts,
    `insert into comments (post_id, user_id, content, created_at)
     select ${postId('g')}, ${resident('g::bigint * 104729 + k')}, ${pick(COMMENTS, 'g + k')}, ${spread(3)}
     from generate_series($1::int, $2::int) g, generate_series(1, ${COMMENTS_PER_POST}) k`,
  );
  await batches(
    client,
    'likes',
    1,
    to.posts,
    `insert into post_likes (post_id, user_id)
     select ${postId('g')}, ${resident('g * 3 + k')}
     from generate_series($1::int, $2::int) g, generate_series(1, 2) k where k <= g % 3`,
  );
  await batches(
    client,
    'businesses',
    1,
    H,
    `insert into businesses (id, business_name, category, description, address, is_verified, is_sponsored, is_featured,
                             rating, reviews_count, created_by, created_at)
     select ${businessId('g')}, ${pick(['Crêperie', 'Garage', 'Pharmacie', 'Salon', 'Menuiserie', 'Poissonnerie'], 'g')} || ' ' ||
            ${pick(LAST_NAMES, 'g / 6')} || ' ' || g,
            ${pick(['Restaurant', 'Commerce', 'Santé', 'Beauté', 'Artisan', 'Services'], 'g')},
            ${pick(DETAILS, 'g / 3')} || ${withWord('g')}, g || ' quai des Pêcheurs, Port-Marin',
            g % 7 = 0, g % 50 = 0, g % 11 = 0, case when g % 4 <> 0 then 1 + (g % 40) / 10.0 end, 1,
            ${resident('g')}, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'reviews',
    1,
    H,
    `insert into reviews (business_id, user_id, rating, content, created_at)
     select ${businessId('g')}, ${resident('g * 13')}, 1 + g % 5, ${pick(COMMENTS, 'g')}, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'municipal services',
    1,
    H,
    `insert into municipal_services (name, category, description, phone, is_emergency)
     select 'Service ' || g, ${pick(['Administration', 'État Civil', 'Urbanisme', 'Finances', 'Technique', 'Social', 'Culture', 'Sports', 'Éducation', 'Littoral'], 'g')},
            'Accueil et démarches ' || ${pick(PLACES, 'g')} || ${withWord('g')}, '02 98 00 00 00', g % 500 = 0
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'associations',
    1,
    H,
    `insert into associations (name, category, description, activities)
     select 'Association ' || ${pick(PLACES, 'g')} || ' ' || g, ${pick(['Sport', 'Culture', 'Social', 'Environnement', 'Solidarité'], 'g')},
            ${pick(DETAILS, 'g')} || ${withWord('g')}, array['Rencontres', 'Sorties']
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'events',
    1,
    H,
    `insert into events (title, description, location, category, starts_at, organizer_id)
     select ${pick(['Fest-noz', 'Concert', 'Course', 'Marché', 'Conférence', 'Exposition'], 'g')} || ' ' || ${pick(PLACES, 'g / 6')} || ' ' || g,
            ${pick(OPENINGS, 'g')} || ${withWord('g')}, 'Quai ' || g, ${pick(['Musique', 'Tech', 'Sport', 'Culture'], 'g')},
            ${spread(3, 1)}, ${resident('g')}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'listings',
    1,
    H,
    `insert into marketplace_listings (seller_id, title, description, price_cents, category, condition, location, status, created_at)
     select ${resident('g')}, ${pick(['Vélo', 'Canapé', 'Kayak', 'Poussette', 'Table', 'Ciré'], 'g')} || ' ' || g,
            ${pick(DETAILS, 'g')} || ${withWord('g')}, 100 * (g % 500), 'Loisirs', 'Bon état', 'Port-Marin',
            ${pick(['active', 'active', 'sold', 'inactive'], 'g')}, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'ideas',
    1,
    H,
    `insert into suggestions (user_id, title, description, category, votes_count, created_at)
     select ${resident('g')}, 'Idée ' || g || ' pour le quartier ' || ${pick(PLACES, 'g')}, ${pick(OPENINGS, 'g')} || ${withWord('g')},
            'contenu', g % 50, ${spread(3)}
     from generate_series($1::int, $2::int) g`,
  );
  await batches(
    client,
    'referendums',
    1,
    H,
    `insert into referendums (title, question, description, category, ends_at, created_by)
     select 'Référendum ' || g, 'Faut-il changer le plan ' || ${pick(PLACES, 'g')} || ' ? ' || g,
            ${pick(DETAILS, 'g')} || ${withWord('g')}, 'Urbanisme', ${spread(3, 1)}, ${resident('g')}
     from generate_series($1::int, $2::int) g`,
  );
  // The senders' conversations: groups of five among bench-2…bench-951.
  await client.query(
    `insert into conversations (id, is_group, title, created_by)
     select ${id('50000000', 'c')}, true, 'Voisins ' || c, 'bench-' || (2 + c * ${CONVERSATION_SIZE})
     from generate_series(0, ${SENDERS / CONVERSATION_SIZE - 1}) c`,
  );
  await client.query(
    `insert into conversation_participants (conversation_id, user_id)
     select ${id('50000000', `(s - 2) / ${CONVERSATION_SIZE}`)}, 'bench-' || s from generate_series(2, ${SENDERS + 1}) s`,
  );
}

/** Seeds, then vacuums and analyzes: prints the time and the database's size. */
async function seed(databaseUrl: string, to: Size): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    console.error(`seeding ${to.name}…`);
    await seedRows(client, to);
    const loaded = Date.now();
    await client.query('vacuum analyze');
    // The seed's dirty pages written now, not by a checkpoint in the middle of a measurement
    // (a run without it saw the resident's first page fall from ~2,600 to ~290 req/s after the seed).
    await client.query('checkpoint');
    const { rows } = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(
      `seed to ${to.name}: ${((Date.now() - started) / 1000).toFixed(0)} s (rows ${((loaded - started) / 1000).toFixed(0)} s, vacuum analyze and checkpoint ${((Date.now() - loaded) / 1000).toFixed(0)} s); database ${rows[0]!.size}`,
    );
  } finally {
    await client.end();
  }
}

/** Sessions as sign-in makes them (better-call's signed cookie), inserted at once. */
async function sessionCookies(databaseUrl: string, secret: string, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into session (id, token, user_id, expires_at)
       select md5(t), t, u, now() + interval '30 days' from unnest($1::text[], $2::text[]) as s(t, u)`,
      [tokens, userIds],
    );
  } finally {
    await client.end();
  }
  return tokens.map((t) => encodeURIComponent(`${t}.${createHmac('sha256', secret).update(t).digest('base64')}`));
}

type Measurement = { name: string; target: Target; send?: boolean };

/** Each measurement's statements (caught on the app's pool) with their plans. */
async function explain(pool: pg.Pool, measurements: Measurement[], message: RequestInit & { url: string }) {
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (first: unknown, second?: unknown) => {
    const config =
      typeof first === 'string' ? { text: first, values: second } : (first as { text: string; values?: unknown[] });
    seen.push({ text: config.text, values: (config.values as unknown[] | undefined) ?? [] });
    return query(first, second);
  };
  for (const m of measurements) {
    seen.length = 0;
    if (m.send) await fetch(message.url, message);
    else await fetch(m.target.url, { headers: m.target.headers });
    console.log(`\n=== ${m.name}`);
    for (const statement of [...seen]) {
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const { rows } = (await query(`explain (analyze, buffers) ${statement.text}`, statement.values)) as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      console.log(statement.text.replace(/\s+/g, ' ').slice(0, 300));
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  console.log('\n(the message send\u2019s transaction runs on a checked-out client: only its pool statements show)');
}

/**
 * Waits until the app's pool has nothing running or queued: requests a run gave up on (autocannon's
 * 10-s timeout) still run in the server and would be counted against the next measurement.
 */
async function drained(pool: pg.Pool, name: string): Promise<void> {
  const started = Date.now();
  const idle = () => pool.waitingCount === 0 && pool.idleCount === pool.totalCount;
  for (let quiet = 0; quiet < 3 && Date.now() - started < 300_000; await sleep(100)) quiet = idle() ? quiet + 1 : 0;
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 1) console.error(`  ${name}: ${seconds.toFixed(1)} s for the server to finish the run's requests`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SizeResult = { results: Array<[string, Result]>; load: number[] };

/** One seeded town served by its own app instance, and what is measured on it. */
type Town = {
  size: Size;
  app: Awaited<ReturnType<typeof startApp>>;
  measurements: Measurement[];
  /** One message POST as a fetch, for --explain. */
  message: RequestInit & { url: string };
  sendersFile: string;
};

/** The app on a seeded town (started after the seed: its in-memory first page is of this town). */
async function openTown(size: Size, databaseUrl: string, dir: string, secret: string): Promise<Town> {
  const app = await startApp(databaseUrl, path.join(dir, 'data'), secret);
  // A new minute for every sender's throttle.
  await app.app.pool.query('delete from rate_limit');
  const ids = [RESIDENT, ...Array.from({ length: SENDERS }, (_, i) => `bench-${i + 2}`)];
  const cookies = (await sessionCookies(databaseUrl, secret, ids)).map((c) => `${app.cookieName}=${c}`);
  const cookie = cookies[0]!;
  const senders = cookies.slice(1).map((c, i) => ({
    cookie: c,
    path: `/api/conversations/${conversationId(Math.floor(i / CONVERSATION_SIZE))}/messages`,
  }));
  const sendersFile = path.join(dir, `senders-${size.posts}.json`);
  await fs.writeFile(sendersFile, JSON.stringify(senders));
  const api = `${app.address}/api`;
  const resident = (url: string): Target => ({ url, headers: { cookie } });

  // The deep page: the cursor after DEEP_PAGES pages of the resident's feed.
  let cursor: string | null = null;
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    const res: Response = await fetch(`${api}/feed${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } });
    cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`the feed ends after ${page + 1} pages`);
  }
  const measurements: Measurement[] = [
    { name: 'feed, first page, visitor', target: { url: `${api}/feed` } },
    { name: 'feed, first page, resident', target: resident(`${api}/feed`) },
    {
      name: `feed, page ${DEEP_PAGES + 1} (${DEEP_PAGES * 20} posts down), resident`,
      target: resident(`${api}/feed?cursor=${cursor}`),
    },
    { name: `search?q=${QUERY}, resident`, target: resident(`${api}/search?q=${QUERY}`) },
    { name: "busy group's posts, resident", target: resident(`${api}/groups/${busyGroupId}/posts`) },
    { name: `message send, ${SENDERS} residents in turn`, target: { url: app.address }, send: true },
  ];
  for (const m of measurements) {
    if (m.send) continue;
    const res = await fetch(m.target.url, { headers: m.target.headers });
    const body = await res.text();
    if (res.status !== 200 || body.length < 500)
      throw new Error(`${m.name} answered ${res.status}: ${body.slice(0, 300)}`);
  }
  const message = {
    url: `${app.address}${senders[0]!.path}`,
    method: 'POST',
    headers: { cookie: senders[0]!.cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Bonjour', clientId: crypto.randomUUID() }),
  };
  return { size, app, measurements, message, sendersFile };
}

const SEND_REQUESTS = [
  {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    setupRequest: path.join(import.meta.dirname, 'scale-sender.cjs'),
  },
];

/** Measurement `i` on `town`: a warm-up, then the run, each left to finish in the server. */
async function measureOn(town: Town, i: number): Promise<Result> {
  const m = town.measurements[i]!;
  // The sender module reads its list when autocannon's new worker loads it.
  process.env.SCALE_SENDERS_FILE = town.sendersFile;
  const once = (seconds: number) =>
    m.send ? runRequests(m.target.url, SEND_REQUESTS, CONNECTIONS, seconds) : run(m.target, CONNECTIONS, seconds);
  await once(WARM_UP);
  await drained(town.app.app.pool, m.name);
  const result = await once(DURATION);
  await drained(town.app.app.pool, m.name);
  console.error(
    `  ${town.size.name}, ${m.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  return result;
}

/**
 * Every measurement on every town, the towns interleaved (ABBA…) so that both sizes share the
 * machine's minute; each size keeps its round with the lower p99.
 */
async function measureAll(towns: Town[]): Promise<SizeResult[]> {
  const best: Array<Array<[string, Result]>> = towns.map(() => []);
  const loads: number[][] = towns.map(() => []);
  for (const [i, m] of towns[0]!.measurements.entries()) {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? towns.map((_, t) => t) : towns.map((_, t) => towns.length - 1 - t);
      for (const t of order) {
        const result = await measureOn(towns[t]!, i);
        const kept = best[t]![i]?.[1];
        if (!kept || (result.requests.total > 0 && result.latency.p99 < kept.latency.p99) || kept.requests.total === 0)
          best[t]![i] = [m.name, result];
        loads[t] = os.loadavg();
      }
    }
  }
  return towns.map((_, t) => ({ results: best[t]!, load: loads[t]! }));
}

const conversationId = (n: number) => `50000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** Group 1, the busy one, as the seed's `groupId` makes its id. */
const busyGroupId = '10000000-0000-4000-8000-000000000001';

function table(small: SizeResult, large: SizeResult | null): { text: string; grown: string[] } {
  const cells = (r: Result) => [
    r.requests.average.toFixed(0),
    r.latency.p50.toFixed(1),
    r.latency.p99.toFixed(1),
    String(r.non2xx + r.errors),
  ];
  const head = ['measurement', 'req/s', 'p50', 'p99', 'errors'];
  const rows: string[][] = [
    large ? [...head, 'req/s', 'p50', 'p99', 'errors', 'p99 ×'] : head,
    large ? ['', SMALL.name, '', '', '', LARGE.name, '', '', '', ''] : ['', SMALL.name, '', '', ''],
  ];
  const grown: string[] = [];
  for (const [i, [name, r]] of small.results.entries()) {
    const row = [name, ...cells(r)];
    if (large) {
      const l = large.results[i]![1];
      // No answer at all within autocannon's 10 s timeout: grown past measure.
      const growth = l.requests.total === 0 ? Infinity : l.latency.p99 / Math.max(0.1, r.latency.p99);
      if (growth > MAX_GROWTH) grown.push(name);
      row.push(...cells(l), `${growth.toFixed(2)}${growth > MAX_GROWTH ? ' ⚠' : ''}`);
    }
    rows.push(row);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  const load = (s: SizeResult) => s.load.map((l) => l.toFixed(1)).join(' ');
  const text = [
    line(rows[0]!),
    rule,
    ...rows.slice(1).map(line),
    `\n${CONNECTIONS} connections, ${DURATION} s each; load average (1, 5, 15 min) after ${SMALL.name}: ${load(small)}` +
      `${large ? `, after ${LARGE.name}: ${load(large)}` : ''}; ${os.cpus().length} CPU`,
  ].join('\n');
  return { text, grown };
}

async function main(): Promise<boolean> {
  const dir = KEEP ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-scale-')));
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'), (m) => console.error(m));
  measureDatabase(path.join(dir, 'data'));
  const seededFile = path.join(dir, 'seeded');
  const seeded = await fs.readFile(seededFile, 'utf8').catch(() => '');
  const towns: Town[] = [];
  try {
    const secret = randomBytes(32).toString('hex');
    // Each size in a database of its own on the one PostgreSQL, so that they can be interleaved.
    const sizes = EXPLAIN ? [LARGE] : SCALE ? [SMALL, LARGE] : [SMALL];
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    const urls: string[] = [];
    for (const size of sizes) {
      const name = `scale_${size.posts}`;
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`create database ${name}`);
      urls.push(pgServer.url.replace(/\/portmarin$/, `/${name}`));
    }
    await admin.end();
    for (const [k, size] of sizes.entries()) {
      if (seeded.includes(`${size.name}\n`)) continue;
      // The app's migrations make the tables, indexes and triggers before any row is seeded.
      await (await startApp(urls[k]!, path.join(dir, 'data'), secret)).close();
      await seed(urls[k]!, size);
      await fs.appendFile(seededFile, `${size.name}\n`);
    }
    for (const [k, size] of sizes.entries()) towns.push(await openTown(size, urls[k]!, dir, secret));
    if (EXPLAIN) {
      const town = towns[0]!;
      await explain(town.app.app.pool, town.measurements, town.message);
      return true;
    }
    const [small, large] = await measureAll(towns);
    const { text, grown } = table(small!, large ?? null);
    console.log(`\nscale benchmark: the same town at ${sizes.map((s) => s.name).join(' and ')}\n\n${text}`);
    const failed = [...small!.results, ...(large?.results ?? [])].filter(([, r]) => r.non2xx + r.errors > 0);
    if (large) console.log(`p99 grown more than ${MAX_GROWTH}×: ${grown.length ? grown.join(', ') : 'none'}`);
    return failed.length === 0 && grown.length === 0;
  } finally {
    for (const town of towns) await town.app.close().catch(() => {});
    await pgServer.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    const size = execFileSync('du', ['-sh', dir], { encoding: 'utf8' }).trim();
    console.log(`data directory ${size} (${KEEP ? 'kept' : 'deleted'})`);
    if (!KEEP) await fs.rm(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: a library resets process.exitCode while everything shuts down.
process.exit((await main()) ? 0 : 1);
