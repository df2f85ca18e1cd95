// What the load benchmarks share: the real app on a database, a resident's session cookie, an
// autocannon run measured with this process's CPU time, and a table row of its figures.
import autocannon from 'autocannon';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';

export type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  /** CPU time of this process (servers and load generator) per request: steadier than req/s on a busy machine. */
  cpuUsPerRequest: number;
  /** CPU time of the database's processes per request, when `measureDatabase` named its data folder. */
  databaseUsPerRequest?: number;
};

export type Target = { url: string; headers?: Record<string, string> };

let postmaster: number | null = null;

/** The runs count the CPU time of the embedded PostgreSQL of this data folder (its server and backends). */
export function measureDatabase(dataDir: string): void {
  postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** CPU microseconds of the postmaster and its children so far (`/proc`, Linux), null when not measured. */
function databaseCpuUs(): number | null {
  if (postmaster === null) return null;
  const tick = 1_000_000 / 100; // USER_HZ
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command's closing parenthesis: state, ppid, …, utime, stime, then the ended
    // children's (the postmaster's: backends gone meanwhile).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) * tick;
    if (Number(entry) === postmaster)
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
  }
  return total;
}

/** CPU per request of this process and of the database, from `before` (`cpuBefore()`). */
function cpuPerRequest(before: { own: NodeJS.CpuUsage; database: number | null }, requests: number) {
  const own = process.cpuUsage(before.own);
  const database = databaseCpuUs();
  return {
    cpuUsPerRequest: (own.user + own.system) / Math.max(1, requests),
    ...(database !== null && before.database !== null
      ? { databaseUsPerRequest: (database - before.database) / Math.max(1, requests) }
      : {}),
  };
}

const cpuBefore = () => ({ own: process.cpuUsage(), database: databaseCpuUs() });

export async function run(target: Target, connections: number, duration: number): Promise<Result> {
  const before = cpuBefore();
  // The load generator runs in its own worker thread: on the servers' event loop, its own work
  // (writing requests, parsing answers) would queue behind theirs and count as their latency.
  const { url, headers } = target;
  const result = (await autocannon({ url, headers, connections, duration, pipelining: 1, workers: 1 })) as Omit<
    Result,
    'cpuUsPerRequest'
  >;
  return { ...result, ...cpuPerRequest(before, result.requests.total) };
}

/** Two half runs as one: mean rate and median, the worse p99. */
export function mergeHalves(a: Result, b: Result): Result {
  const total = a.requests.total + b.requests.total;
  return {
    requests: { average: (a.requests.average + b.requests.average) / 2, total },
    latency: { p50: (a.latency.p50 + b.latency.p50) / 2, p99: Math.max(a.latency.p99, b.latency.p99) },
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    cpuUsPerRequest: (a.cpuUsPerRequest * a.requests.total + b.cpuUsPerRequest * b.requests.total) / Math.max(1, total),
    ...(a.databaseUsPerRequest !== undefined && b.databaseUsPerRequest !== undefined
      ? {
          databaseUsPerRequest:
            (a.databaseUsPerRequest * a.requests.total + b.databaseUsPerRequest * b.requests.total) /
            Math.max(1, total),
        }
      : {}),
  };
}

/** A session of `userId`, as sign-in makes one; its signed cookie value (better-call's format). */
export async function sessionCookieValue(databaseUrl: string, secret: string, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '30 days')`,
      [randomBytes(16).toString('hex'), token, userId],
    );
  } finally {
    await client.end();
  }
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/**
 * What a bare route does of the session cookie: the token of `cookieName`'s value when its signature
 * (better-call's HMAC-SHA256 with `secret`) holds, else null.
 */
export function signedSessionToken(cookieName: string, secret: string): (cookie: string | undefined) => string | null {
  const cookiePattern = new RegExp(`(?:^|;\\s*)${cookieName.replace(/[.]/g, '\\.')}=([^;]*)`);
  const key = Buffer.from(secret);
  return (cookie) => {
    const raw = cookie && cookiePattern.exec(cookie)?.[1];
    if (!raw) return null;
    const value = decodeURIComponent(raw);
    const dot = value.lastIndexOf('.');
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', key).update(value.slice(0, dot)).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? value.slice(0, dot) : null;
  };
}

/** The real app in production mode, listening on a free port; it runs the migrations. */
export async function startApp(databaseUrl: string, dataDir: string, secret: string) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: secret,
  });
  const app = await buildApp({ env, databaseUrl, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { authCookies } = await app.auth.$context;
  return { app, address, cookieName: authCookies.sessionToken.name, close: () => app.close() };
}

export const TABLE_HEAD = [
  '| endpoint                                   | connections |   req/s | p50 (ms) | p99 (ms) | CPU µs/req | database µs/req | errors |',
  '| ------------------------------------------ | ----------: | ------: | -------: | -------: | ----------: | --------------: | -----: |',
].join('\n');

export function row(name: string, connections: number, r: Result): string {
  return `| ${name.padEnd(42)} | ${String(connections).padStart(11)} | ${r.requests.average.toFixed(0).padStart(7)} | ${r.latency.p50
    .toFixed(1)
    .padStart(8)} | ${r.latency.p99.toFixed(1).padStart(8)} | ${r.cpuUsPerRequest.toFixed(0).padStart(11)} | ${(
    r.databaseUsPerRequest?.toFixed(0) ?? '–'
  ).padStart(15)} | ${String(r.non2xx + r.errors).padStart(6)} |`;
}

/**
 * Like `run`, for autocannon's `requests` list: in workers mode a request's `setupRequest` is the
 * path of a CommonJS module exporting it (e.g. one resident's session after another).
 */
export async function runRequests(
  url: string,
  requests: Array<Record<string, unknown>>,
  connections: number,
  duration: number,
): Promise<Result> {
  const before = cpuBefore();
  const result = (await autocannon({
    url,
    requests,
    connections,
    duration,
    pipelining: 1,
    workers: 1,
  })) as Omit<Result, 'cpuUsPerRequest'>;
  return { ...result, ...cpuPerRequest(before, result.requests.total) };
}
