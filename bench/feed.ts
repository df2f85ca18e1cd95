// Load benchmark of the feed endpoint (issue 3): the real GET /api/feed?limit=20 against a bare
// Fastify route running the same SQL through `pg`, side by side in one process (autocannon in a
// worker thread), on one embedded PostgreSQL seeded with 1,000 residents and 10,000 posts.
// Run: node --import tsx bench/feed.ts
// Options: --duration <seconds> (default 10).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { pageOf } from '../apps/server/src/db/paging.ts';
import { toPost, type PostRow } from '../apps/server/src/db/post-rows.ts';
import { feedQuery } from '../apps/server/src/modules/posts/posts.sql.ts';

const RESIDENTS = 1_000;
const POSTS = 10_000;
const PAGE = 20;
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const WARM_UP = 5;
const TARGET_RATIO = 0.85;
const TARGET_P99_MS = 100;

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  /** CPU time of this process (servers and load generator) per request: steadier than req/s on a busy machine. */
  cpuUsPerRequest: number;
};

async function run(url: string, connections: number, duration: number): Promise<Result> {
  const before = process.cpuUsage();
  // The load generator runs in its own worker thread: on the servers' event loop, its own work
  // (writing requests, parsing answers) would queue behind theirs and count as their latency.
  const result = (await autocannon({ url, connections, duration, pipelining: 1, workers: 1 })) as Omit<
    Result,
    'cpuUsPerRequest'
  >;
  const cpu = process.cpuUsage(before);
  return { ...result, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total) };
}

async function seed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (id, name, email, email_verified, username, display_username, image, verified)
       select 'bench-' || g, 'Habitant ' || g, 'habitant' || g || '@bench.portmarin.fr', true,
              'habitant_' || g, 'Habitant_' || g,
              case when g % 3 = 0 then '/uploads/00000000-0000-4000-8000-' || lpad(g::text, 12, '0') || '.webp' end,
              g % 50 = 0
       from generate_series(1, $1::int) g`,
      [RESIDENTS],
    );
    // Posts spread over ~70 days, a third with a photo, with realistic counters.
    await client.query(
      `insert into posts (user_id, content, image_url, thumbnail_url, likes_count, comments_count, shares_count, created_at, updated_at)
       select 'bench-' || (1 + g % $1::int),
              'Message ' || g || ' : le marché du port, la plage et la fête de Port-Marin. ' || repeat('Quelle belle journée ! ', 1 + g % 5),
              case when g % 3 = 0 then '/uploads/00000000-0000-4000-8000-' || lpad(g::text, 12, '0') || '.webp' end,
              case when g % 3 = 0 then '/uploads/00000000-0000-4000-8000-' || lpad(g::text, 12, '0') || '-thumb.webp' end,
              g % 40, g % 7, g % 3,
              now() - g * interval '10 minutes', now() - g * interval '10 minutes'
       from generate_series(1, $2::int) g`,
      [RESIDENTS, POSTS],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The baseline: no auth, no validation, no helmet, no response schema; the same SQL and row shape. */
async function startBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const query = feedQuery({ viewer: false, after: false });
  app.get('/feed', async () => {
    const { rows } = await pool.query<PostRow>({ ...query, values: [PAGE + 1] });
    const page = pageOf(rows, PAGE);
    return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/feed`, close: async () => (await app.close(), await pool.end()) };
}

async function startReal(databaseUrl: string, dataDir: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ env, databaseUrl, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address}/api/feed?limit=${PAGE}`, close: () => app.close() };
}

/** Two half runs as one: mean rate and median, the worse p99. */
function merge(a: Result, b: Result): Result {
  const total = a.requests.total + b.requests.total;
  return {
    requests: { average: (a.requests.average + b.requests.average) / 2, total },
    latency: { p50: (a.latency.p50 + b.latency.p50) / 2, p99: Math.max(a.latency.p99, b.latency.p99) },
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    cpuUsPerRequest: (a.cpuUsPerRequest * a.requests.total + b.cpuUsPerRequest * b.requests.total) / Math.max(1, total),
  };
}

function row(name: string, connections: number, r: Result): string {
  return `| ${name.padEnd(23)} | ${String(connections).padStart(11)} | ${r.requests.average.toFixed(0).padStart(7)} | ${r.latency.p50
    .toFixed(1)
    .padStart(8)} | ${r.latency.p99.toFixed(1).padStart(8)} | ${r.cpuUsPerRequest.toFixed(0).padStart(11)} | ${String(
    r.non2xx + r.errors,
  ).padStart(6)} |`;
}

/** Runs the benchmark; true when the targets are met. */
async function main(): Promise<boolean> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  // The `postgres` user (when we run as root) must traverse the folder.
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'));
  let real: Awaited<ReturnType<typeof startReal>> | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    // The app runs the migrations, then the data goes in.
    real = await startReal(pgServer.url, path.join(dir, 'data'));
    await seed(pgServer.url);
    baseline = await startBaseline(pgServer.url);

    // Both answer the same page, byte for byte.
    const [realBody, baseBody] = await Promise.all([real.url, baseline.url].map(async (u) => (await fetch(u)).text()));
    const page = JSON.parse(realBody) as { posts: unknown[] };
    if (page.posts.length !== PAGE) throw new Error(`the feed answered ${page.posts.length} posts`);
    if (realBody !== baseBody) throw new Error('the real endpoint and the baseline answer different pages');

    console.log(
      `feed benchmark: ${RESIDENTS} residents, ${POSTS} posts, ${PAGE} posts a page, ${DURATION} s a run, ${os.cpus().length} CPU`,
    );
    // Warm-up (JIT, every pg connection, prepared statements): a cold first run was measured up to
    // 35 % slower than a warm one.
    for (const url of [real.url, baseline.url]) await run(url, 50, WARM_UP);

    const results: Array<[string, number, Result]> = [];
    for (const connections of [10, 50]) {
      // Real, baseline, baseline, real: machine noise and drift fall on both alike.
      const half = DURATION / 2;
      const real1 = await run(real.url, connections, half);
      const base1 = await run(baseline.url, connections, half);
      const base2 = await run(baseline.url, connections, half);
      const real2 = await run(real.url, connections, half);
      results.push(['real GET /api/feed', connections, merge(real1, real2)]);
      results.push(['baseline (pg + fastify)', connections, merge(base1, base2)]);
    }

    console.log('\n| endpoint                | connections |   req/s | p50 (ms) | p99 (ms) | CPU µs/req | errors |');
    console.log('| ----------------------- | ----------: | ------: | -------: | -------: | ----------: | -----: |');
    for (const [name, connections, r] of results) console.log(row(name, connections, r));

    const at50 = (name: string) => results.find(([n, c]) => n.startsWith(name) && c === 50)![2];
    const ratio = at50('real').requests.average / at50('baseline').requests.average;
    const p99 = at50('real').latency.p99;
    console.log(`\nratio real/baseline at 50 connections: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
    console.log(`p99 of the real endpoint at 50 connections: ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms)`);
    const failed = results.some(([, , r]) => r.non2xx + r.errors > 0);
    return ratio >= TARGET_RATIO && p99 < TARGET_P99_MS && !failed;
  } finally {
    await baseline?.close().catch(() => {});
    await real?.close().catch(() => {});
    await pgServer.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: a library resets process.exitCode while everything shuts down.
process.exit((await main()) ? 0 : 1);
