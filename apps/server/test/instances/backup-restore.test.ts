import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../s3-server.ts';
import {
  Browser,
  errorLines,
  ONE_PIXEL_PNG,
  SERVER_DIR,
  startExternalPostgres,
  startInstance,
  stopAllInstances,
  tempDir,
  type ExternalPostgres,
  type Instance,
} from './processes.ts';

/**
 * The backup drill of docs/deploy.md on Debian's PostgreSQL and an S3 server (issue 38): a town
 * running on them is backed up with `npm run backup` while it serves, restored with
 * `npm run restore` into a new empty database and an empty bucket, and started there.
 */

const run = promisify(execFile);
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const PUBLIC_URL = 'http://portmarin.test';
const PORT_ORIGINAL = 4326;
const PORT_RESTORED = 4327;
const AUTH_SECRET = randomUUID() + randomUUID();
const RESIDENT = {
  name: 'Gwen Le Bihan',
  username: 'gwen_sauvegarde',
  email: 'gwen.sauvegarde@example.fr',
  password: 'Sauvegarde-Gwen-2026',
};

let root: string;
let postgres: ExternalPostgres | undefined;
let bucket: S3Server | undefined;
let emptyBucket: S3Server | undefined;
let instance: Instance | undefined;

/** The app's environment on one database and bucket; the secrets are the deployment's, not the backup's. */
const appEnv = (databaseUrl: string, s3: S3Server, dataDir: string) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET,
  AUTH_RATE_LIMIT_MAX: '1000',
  PUBLIC_URL,
  // The drill's own content only: the demo seed doubles the first start (the two-instance test runs it on this server).
  SEED_DEMO: 'false',
  ...s3.env,
  WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
  MARINE_API_URL: 'http://127.0.0.1:9/v1/marine',
});

/** `npm run backup` / `npm run restore` from the repository's root, Debian's pg_dump and pg_restore first in PATH. */
async function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_DIR,
      env: { PATH: `${postgres!.binDir}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? '/root', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every table of the database's schemas (the app's and drizzle's journal) with its row count. */
async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The verification link of the newest mail to `email` in the instance's outbox (DATA_DIR/mail). */
async function verificationLink(dataDir: string, email: string): Promise<URL> {
  const dir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const mail = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as { to: string; links: string[] };
      if (mail.to === email) return new URL(mail.links[0]!);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

beforeAll(async () => {
  root = await tempDir('pm-backup-');
  [postgres, bucket, emptyBucket] = await Promise.all([
    startExternalPostgres(path.join(root, 'postgres')),
    startS3Server({ bucket: 'portmarin-uploads' }),
    startS3Server({ bucket: 'portmarin-restored' }),
  ]);
}, 60_000);

afterAll(async () => {
  await stopAllInstances();
  await Promise.all([bucket?.close(), emptyBucket?.close()]);
  await postgres?.stop().catch((error: unknown) => console.error('stopping PostgreSQL failed', error));
  if (root) await fs.rm(root, { recursive: true, force: true });
}, 60_000);

afterEach((context) => {
  if (context.task.result?.state === 'fail' && instance?.logs.length) {
    console.error(`--- instance ${instance.name}:\n${instance.logs.slice(-40).join('\n')}`);
  }
});

describe('backup and restore drill (Debian PostgreSQL, S3 server)', () => {
  it('restores npm run backup into an empty database and bucket: every table, the photo, the session, a sign-in', async () => {
    const started = performance.now();
    const originalDir = path.join(root, 'original');
    instance = await startInstance('original', PORT_ORIGINAL, appEnv(postgres!.url, bucket!, originalDir));

    // A new resident (sign-up, the link from the outbox signs in) posts a photo.
    const gwen = new Browser(PUBLIC_URL);
    const signUp = await gwen.call(instance.url, 'POST', '/api/auth/sign-up/email', RESIDENT);
    expect(signUp.status, signUp.text).toBe(200);
    const link = await verificationLink(originalDir, RESIDENT.email);
    const verified = await gwen.call(instance.url, 'GET', link.pathname + link.search);
    expect(verified.status, verified.text).toBe(302);
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'phare.png');
    const upload = await gwen.call(instance.url, 'POST', '/api/uploads?kind=post', form);
    expect(upload.status, upload.text).toBe(201);
    const created = await gwen.call(instance.url, 'POST', '/api/posts', {
      content: 'Le phare avant la sauvegarde',
      uploadId: (upload.body as { id: string }).id,
    });
    expect(created.status, created.text).toBe(201);
    const post = created.body as { id: string; imageUrl: string };
    const gwenId = ((await gwen.call(instance.url, 'GET', '/api/me')).body as { user: { id: string } }).user.id;

    // The backup, taken while the town serves.
    const original = { DATABASE_URL: postgres!.url, DATA_DIR: originalDir, ...bucket!.env };
    const folder = path.join(root, 'backup');
    const backup = await npmRun('backup', [folder], original);
    expect(backup.code, backup.output).toBe(0);
    const manifest = JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8')) as {
      database: { pgDump: string; serverVersion: string };
      objects: { count: number };
    };
    expect(manifest.database.pgDump).toContain(manifest.database.serverVersion.split(' ')[0]);
    expect(manifest.objects.count).toBeGreaterThanOrEqual(2); // The photo and its thumbnail at least.
    await instance.stop();
    expect(errorLines(instance.logs), 'the original logged errors').toEqual([]);
    instance = undefined;
    const before = await rowCounts(postgres!.url);
    expect(before).toMatchObject({ 'public."user"': 1, 'public.session': 1, 'public.posts': 1, 'public.uploads': 1 });

    // A non-empty target is refused, untouched…
    const refused = await npmRun('restore', [folder], original);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Cible non vide');
    expect(await rowCounts(postgres!.url)).toEqual(before);

    // …unless forced (the original replaced by its own backup), while the real restore fills a new
    // empty database and an empty bucket.
    const restoredUrl = await postgres!.createDatabase('portmarin_restored');
    const restoredDir = path.join(root, 'restored');
    const target = { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir, ...emptyBucket!.env };
    const [forced, restore] = await Promise.all([
      npmRun('restore', [folder, '--force'], original),
      npmRun('restore', [folder], target),
    ]);
    expect(forced.code, forced.output).toBe(0);
    expect(restore.code, restore.output).toBe(0);
    expect(await rowCounts(postgres!.url)).toEqual(before);
    expect(await rowCounts(restoredUrl)).toEqual(before);

    instance = await startInstance('restored', PORT_RESTORED, appEnv(restoredUrl, emptyBucket!, restoredDir));
    expect(await rowCounts(restoredUrl)).toEqual(before);
    const visitor = new Browser(PUBLIC_URL);
    const seen = await visitor.call(instance.url, 'GET', `/api/posts/${post.id}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ content: 'Le phare avant la sauvegarde', imageUrl: post.imageUrl });
    const photo = await fetch(new URL(post.imageUrl, instance.url));
    expect(photo.status).toBe(200);
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12)).toBe('RIFFWEBP');
    // The session made before the backup, and a new sign-in.
    expect(((await gwen.call(instance.url, 'GET', '/api/me')).body as { user: { id: string } | null }).user?.id).toBe(
      gwenId,
    );
    expect(await new Browser(PUBLIC_URL).signIn(instance.url, RESIDENT.email, RESIDENT.password)).toBe(gwenId);
    expect(errorLines(instance.logs), 'the restored town logged errors').toEqual([]);
    console.log(`backup and restore drill: ${Math.round(performance.now() - started)} ms`);
  }, 180_000);
});
