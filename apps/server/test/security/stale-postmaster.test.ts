import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';

/**
 * Issue 16, point 3: after kill -9 of the server, its embedded postmaster survives (re-parented) and
 * the next `npm start` used to refuse to start. The real server process is spawned on a temp DATA_DIR.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const servers: ChildProcess[] = [];
/** The server the first test leaves running, for the second. */
let running: Started | undefined;

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

type Started = { child: ChildProcess; port: number; stderr: () => string; exited: Promise<number | null> };

/** What `npm start` runs: the built server (built in beforeAll). */
async function startServer(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, stderr: () => stderr, exited };
}

/** Resolves once /api/health answers 200, or rejects when the process exits first. */
async function healthy(server: Started, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${server.stderr()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy in time: ${server.stderr()}`);
}

async function postmasterPid(): Promise<number> {
  return Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A re-parented process nobody reaps stays a zombie: it is dead all the same.
  const stat = readFileSync(`/proc/${pid}/stat`, { encoding: 'utf8', flag: 'r' });
  return !/\) Z /.test(stat);
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe' });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-stale-'));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  for (const child of servers) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start after kill -9 of the server', () => {
  it('stops the postmaster the dead server left running, and starts', async () => {
    const first = await startServer();
    await healthy(first);
    const orphan = await postmasterPid();

    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(orphan), 'the postmaster outlives a killed server').toBe(true);

    const startedAt = Date.now();
    const second = await startServer();
    await healthy(second);
    console.info(`started ${Date.now() - startedAt} ms after kill -9 of the previous server`);
    expect(isRunning(orphan)).toBe(false);
    expect(await postmasterPid()).not.toBe(orphan);

    // A postmaster whose server is alive is never stopped: another start on the same DATA_DIR is refused.
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/PostgreSQL intégré déjà démarré/);
    const res = await fetch(`http://127.0.0.1:${second.port}/api/health`);
    expect(res.status).toBe(200);
    running = second;
  }, 120_000);
});

describe('kill -9 of the embedded PostgreSQL under the real server', () => {
  it('restarts it: the same process answers 503, then serves again within 30 s', async () => {
    const server = running!;
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    // Idle backends take a moment to notice; the restart waits 250 ms, then PostgreSQL recovers.
    const statuses: number[] = [];
    while (!statuses.includes(503) && Date.now() - killedAt < 3000) {
      statuses.push((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toContain(503);
    await healthy(server, 30_000);
    console.info(`the real server served again ${Date.now() - killedAt} ms after kill -9 of its PostgreSQL`);
    expect(server.child.exitCode).toBeNull();
    expect(await postmasterPid()).not.toBe(pid);
  }, 60_000);
});
