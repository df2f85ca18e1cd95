import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  embeddedDatabaseOf,
  ONE_PIXEL_PNG,
  startInstance,
  stopAllInstances,
  tempDir,
  type Instance,
} from './processes.ts';

/**
 * The restore drill of docs/deploy.md, performed: a town on the embedded database is backed up
 * the way the one-town layout says (the app stopped, its DATA_DIR archived with tar: the database
 * cluster, the uploads and the secrets), restored into a fresh folder, and started there.
 */

const run = promisify(execFile);
const PUBLIC_URL = 'http://portmarin.test';
const PORT_ORIGINAL = 4324;
const PORT_RESTORED = 4325;
const MARIE = { email: 'marie@portmarin.fr', password: 'PortMarin-Marie-2025' };

const env = (dataDir: string) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  PUBLIC_URL,
  SEED_DEMO: 'true',
  AUTH_RATE_LIMIT_MAX: '1000',
  WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
  MARINE_API_URL: 'http://127.0.0.1:9/v1/marine',
});

/** Row counts the restored town must give back exactly. */
const COUNTS = `select (select count(*) from "user")::int as users, (select count(*) from posts)::int as posts,
  (select count(*) from uploads)::int as uploads, (select count(*) from events)::int as events,
  (select count(*) from messages)::int as messages`;

async function countsOf(dataDir: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: await embeddedDatabaseOf(dataDir) });
  await client.connect();
  try {
    return (await client.query<Record<string, number>>(COUNTS)).rows[0]!;
  } finally {
    await client.end();
  }
}

let root: string;
let instance: Instance | undefined;

beforeAll(async () => {
  root = await tempDir('pm-restore-');
});

afterAll(async () => {
  await stopAllInstances();
  if (root) await fs.rm(root, { recursive: true, force: true });
}, 60_000);

describe('restore drill (one town, embedded database)', () => {
  // Two starts of a town with its demo seed, beside the backup drill on a busy machine: over a minute.
  it('restores a backup of DATA_DIR into a fresh folder: same rows, the photo served, residents sign in', async () => {
    const town = path.join(root, 'town');
    instance = await startInstance('town', PORT_ORIGINAL, env(town));
    const marie = new Browser(PUBLIC_URL);
    await marie.signIn(instance.url, MARIE.email, MARIE.password);
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'digue.png');
    const upload = await marie.call(instance.url, 'POST', '/api/uploads?kind=post', form);
    expect(upload.status, upload.text).toBe(201);
    const created = await marie.call(instance.url, 'POST', '/api/posts', {
      content: 'La digue avant la sauvegarde',
      uploadId: (upload.body as { id: string }).id,
    });
    expect(created.status, created.text).toBe(201);
    const post = created.body as { id: string; imageUrl: string };
    const before = await countsOf(town);

    // The backup: the app stopped (PostgreSQL with it, cleanly), DATA_DIR archived.
    await instance.stop();
    instance = undefined;
    const archive = path.join(root, 'portmarin-backup.tar.gz');
    await run('tar', ['-czf', archive, '-C', town, '.']);
    await fs.rm(town, { recursive: true, force: true });

    // The restore: a fresh folder, the archive unpacked with owners and modes kept, the app started on it.
    const restored = path.join(root, 'restored');
    await fs.mkdir(restored);
    await run('tar', ['-xzpf', archive, '-C', restored]);
    instance = await startInstance('restored', PORT_RESTORED, env(restored));

    expect(await countsOf(restored)).toEqual(before);
    const visitor = new Browser(PUBLIC_URL);
    const seen = await visitor.call(instance.url, 'GET', `/api/posts/${post.id}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ content: 'La digue avant la sauvegarde', imageUrl: post.imageUrl });
    const photo = await fetch(new URL(post.imageUrl, instance.url));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const again = new Browser(PUBLIC_URL);
    const marieId = await again.signIn(instance.url, MARIE.email, MARIE.password);
    const me = await again.call(instance.url, 'GET', '/api/me');
    expect((me.body as { user: { id: string } | null }).user?.id).toBe(marieId);
    // The session made before the backup is in the restored database too.
    expect(((await marie.call(instance.url, 'GET', '/api/me')).body as { user: { id: string } | null }).user?.id).toBe(
      marieId,
    );
  }, 180_000);
});
