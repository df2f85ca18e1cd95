import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Env } from '../config/env.ts';
import { storageFromEnv } from '../plugins/object-storage.ts';
import { UPLOAD_NAME } from '../plugins/uploads.ts';

/**
 * `npm run backup` and `npm run restore` (decision 0094): a backup is one folder holding a
 * `pg_dump` of the database in custom format, a copy of every stored object (the bucket or
 * `DATA_DIR/uploads`, through the app's own storage), and a manifest written last, so a folder
 * without one is an unfinished backup. The restore checks every checksum before writing anything.
 */

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';
const OBJECTS = 'objects';
const FORMAT = 'portmarin-backup/1';

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; pgDump: string; serverVersion: string; migrations: number };
  objects: { folder: string; storage: 'local' | 's3'; count: number; bytes: number; sha256: Record<string, string> };
};

/**
 * Runs pg_dump or pg_restore on `url` with its password in PGPASSWORD, not on the command line
 * (where any local user reads it in the process list).
 */
async function runOnDatabase(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  await run(tool, [`--dbname=${target.toString()}`, ...args], {
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  });
}

/** A refusal the operator can act on: printed as is, exit code 1, nothing written. */
export class BackupError extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function databaseUrlOf(env: Env): string {
  if (!env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL est requis : sur la base intégrée, sauvegardez DATA_DIR à froid (docs/deploy.md, « Backups »).',
    );
  }
  return env.DATABASE_URL;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Tables of the database's own schemas (not PostgreSQL's): none in a fresh `CREATE DATABASE`. */
async function tableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg_toast%'`,
  );
  return rows[0]!.n;
}

/** The migrations applied, or 0 before the first start (no journal yet). */
async function migrationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
       else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return rows[0]!.n ?? 0;
}

async function emptyOrAbsent(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/**
 * Dumps the database, then copies the objects: a photo uploaded in between is an object without
 * its row (unused), never a row without its photo.
 */
export async function createBackup(env: Env, folder: string): Promise<Manifest> {
  const url = databaseUrlOf(env);
  if (!(await emptyOrAbsent(folder))) throw new BackupError(`Le dossier ${folder} n'est pas vide.`);
  await fs.mkdir(path.join(folder, OBJECTS), { recursive: true });

  const { serverVersion, migrations } = await withClient(url, async (client) => ({
    serverVersion: (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v,
    migrations: await migrationCount(client),
  }));
  const dumpFile = path.join(folder, DUMP);
  const pgDump = (await run('pg_dump', ['--version'])).stdout.trim();
  await runOnDatabase('pg_dump', url, ['--format=custom', '--no-owner', `--file=${dumpFile}`]);

  const storage = storageFromEnv(env);
  const sha256: Record<string, string> = {};
  let bytes = 0;
  try {
    // Only the app's own names: anything else in the bucket is not the town's, and a name is a path below.
    for (const name of (await storage.list()).filter((n) => UPLOAD_NAME.test(n)).sort()) {
      const object = await storage.get(name);
      if (!object) continue; // Deleted since the listing (the purge): not part of this backup.
      const file = path.join(folder, OBJECTS, name);
      await pipeline(object.body, (await fs.open(file, 'wx')).createWriteStream());
      sha256[name] = await sha256Of(file);
      bytes += object.size;
    }
  } finally {
    await storage.close();
  }

  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: {
      file: DUMP,
      bytes: (await fs.stat(dumpFile)).size,
      sha256: await sha256Of(dumpFile),
      pgDump,
      serverVersion,
      migrations,
    },
    objects: { folder: OBJECTS, storage: storage.backend, count: Object.keys(sha256).length, bytes, sha256 },
  };
  // Written last: its presence says the backup is whole.
  await fs.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  return manifest;
}

/** The manifest of a whole backup whose files all match their checksums. */
async function checkedManifest(folder: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`Pas de ${MANIFEST} dans ${folder} : sauvegarde absente ou inachevée.`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupError(`Format de sauvegarde inconnu : ${String(manifest.format)}.`);
  const stray = Object.keys(manifest.objects.sha256).find((name) => !UPLOAD_NAME.test(name));
  if (stray !== undefined) throw new BackupError(`Nom d'objet refusé dans la sauvegarde : ${stray}.`);
  const files = [
    [manifest.database.file, manifest.database.sha256],
    ...Object.entries(manifest.objects.sha256).map(([name, hash]) => [path.join(manifest.objects.folder, name), hash]),
  ] as const;
  for (const [file, expected] of files) {
    const actual = await sha256Of(path.join(folder, file)).catch(() => null);
    if (actual !== expected) throw new BackupError(`Fichier absent ou altéré dans la sauvegarde : ${file}.`);
  }
  return manifest;
}

/**
 * Loads a backup into the database of `DATABASE_URL` and the storage of the environment. Both must
 * be empty unless `force` (the database's tables then replaced, the backup's objects overwritten).
 * The database is restored in one transaction: a failure leaves it as it was.
 */
export async function restoreBackup(env: Env, folder: string, { force = false } = {}): Promise<Manifest> {
  const url = databaseUrlOf(env);
  const manifest = await checkedManifest(folder);
  const storage = storageFromEnv(env);
  try {
    const tables = await withClient(url, tableCount);
    const objects = (await storage.list()).length;
    if (!force && (tables > 0 || objects > 0)) {
      throw new BackupError(
        `Cible non vide (${tables} tables dans la base, ${objects} objets dans le stockage) : ` +
          'restaurez dans une base et un stockage vides, ou ajoutez --force pour les remplacer.',
      );
    }
    await runOnDatabase('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      path.join(folder, manifest.database.file),
    ]);
    const names = Object.keys(manifest.objects.sha256);
    // The folder backend never overwrites a file: with --force the backup's names are freed first.
    if (force) await storage.delete(names);
    for (const name of names) {
      const data = await fs.readFile(path.join(folder, manifest.objects.folder, name));
      await storage.put(name, data, name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
    }
  } finally {
    await storage.close();
  }
  return manifest;
}
