// What the whole-app benchmarks (soak, saturation, message latency) share: an embedded PostgreSQL,
// app instances as child processes on it (each its own event loop, heap and RSS, as behind a load
// balancer), residents' session cookies, and CPU readings of every process from /proc.
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import type { ProbeSample } from './instance-probe.ts';

export const PUBLIC_URL = 'http://127.0.0.1';
/** The session cookie (better-auth's `__Secure-` prefix only when the public URL is https). */
export const COOKIE_NAME = `${PUBLIC_URL.startsWith('https:') ? '__Secure-' : ''}portmarin.session_token`;
/** Each instance's pool (db/client.ts) plus its LISTEN connection (plugins/realtime-bus.ts). */
export const CONNECTIONS_PER_INSTANCE = 10 + 1;

const SERVER_ENTRY = new URL('../apps/server/src/server.ts', import.meta.url).pathname;
const PROBE = new URL('./instance-probe.ts', import.meta.url).href;
const CLOCK_TICKS = 100;

export type Database = Awaited<ReturnType<typeof startDatabase>>;

/** An embedded PostgreSQL in a fresh folder; `postgresPids` lists the postmaster and its backends. */
export async function startDatabase() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  // The `postgres` user (when we run as root) must traverse the folder.
  await fs.chmod(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const server = await startEmbeddedPostgres(dataDir);
  const postmaster = Number(
    (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  return {
    url: server.url,
    dir,
    dataDir,
    /** The postmaster and every process it forked (backends, WAL writer, checkpointer…). */
    async postgresPids(): Promise<number[]> {
      const pids = Number.isFinite(postmaster) && postmaster > 0 ? [postmaster] : [];
      for (const entry of await fs.readdir('/proc')) {
        const pid = Number(entry);
        if (!pid) continue;
        const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
        if (statFields(stat)[1] === String(postmaster)) pids.push(pid);
      }
      return pids;
    },
    async stop() {
      await server.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system) each process has used so far. */
export async function cpuByPid(pids: number[]): Promise<Map<number, number>> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''));
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
    if (fields.length > 12) seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
  }
  return seconds;
}

/** CPU seconds used between two readings: a process that ended meanwhile is left out, a new one counted whole. */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The machine's CPU seconds so far, busy and total (every core), from /proc/stat. */
export async function machineCpu(): Promise<{ busy: number; total: number }> {
  const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Instance = {
  name: string;
  url: string;
  port: number;
  pid: number;
  /** The latest memory and CPU reading the process sent (every second). */
  probe: ProbeSample | null;
  stop: () => Promise<void>;
};

/**
 * One app instance as `npm start` runs it in production (server.ts through the tsx loader), on
 * the shared database, with the probe that reports its memory. The first one runs the migrations.
 */
export async function startInstance(name: string, db: Database, secret: string): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = fork(SERVER_ENTRY, [], {
    execArgv: ['--import', 'tsx', '--import', PROBE],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PUBLIC_URL,
      AUTH_SECRET: secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const instance: Instance = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    probe: null,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  child.on('message', (sample: ProbeSample) => (instance.probe = sample));
  // The benchmark ending any way (an error, process.exit) takes its instances with it.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  let exitCode: number | null = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== null) throw new Error(`instance ${name} exited with ${exitCode} while starting`);
    const ok = await fetch(`${instance.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return instance;
    if (Date.now() > deadline) throw new Error(`instance ${name} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A session for each resident, as sign-in makes one; the cookie header of each. */
export async function sessionCookies(databaseUrl: string, secret: string, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into session (id, token, user_id, expires_at)
       select md5(random()::text || token), token, user_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as s(token, user_id)`,
      [tokens, userIds],
    );
  } finally {
    await client.end();
  }
  // better-call's signed cookie: the token, a dot, its HMAC-SHA-256 in base64, URL-encoded.
  return tokens.map((token) => {
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
  });
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** The machine's load, as `uptime` prints it. */
export function load(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** One group conversation « Tout Port-Marin » of these residents (the first one created it): its id. */
export async function insertGroupConversation(client: pg.Client, ids: readonly string[]): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into conversations (is_group, title, created_by) values (true, 'Tout Port-Marin', $1) returning id`,
    [ids[0]],
  );
  const conversationId = rows[0]!.id;
  await client.query(`insert into conversation_participants (conversation_id, user_id) select $1, unnest($2::text[])`, [
    conversationId,
    ids,
  ]);
  return conversationId;
}
