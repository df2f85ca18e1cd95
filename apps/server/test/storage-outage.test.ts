import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ERRORS, type Post } from '@portmarin/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resident } from './factories.ts';
import { buildTestApp, caller, type TestApp } from './helpers.ts';
import { castOf, expectRefused, privateGroupPost } from './private-images.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { multipartFile, sampleJpeg, uploadAs } from './uploads.ts';

/**
 * Issue 36, points 13 and 14: the bucket goes down (s3rver stopped within the test) and comes back.
 * A deletion meanwhile removes the content and queues its files; nothing is ever served without its
 * row, and a storage failure is the storage's, not the database's.
 */
let s3: S3Server;
let t: TestApp;
let bucket: S3Client;
const log: string[] = [];
const call = caller(() => t);

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp(
    { ...s3.env, LOG_LEVEL: 'warn' },
    { logger: { stream: { write: (line) => void log.push(line) } } },
  );
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
});
afterEach(async () => s3.start());
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

async function inBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

async function queued(): Promise<string[]> {
  const { rows } = await t.app.pool.query<{ name: string }>('select name from pending_object_deletions');
  return rows.map((row) => row.name);
}

const STORAGE_UNAVAILABLE = { error: { code: 'STORAGE_UNAVAILABLE', message: ERRORS.STORAGE_UNAVAILABLE.message } };

describe('a deletion while the bucket is down', () => {
  it('keeps a private group’s photo from everyone but its readers, and deletes its files once the bucket is back', async () => {
    const cast = await castOf(t);
    const { id, urls } = await privateGroupPost(t, cast);
    const names = urls.map((url) => path.basename(url));
    await expectRefused(t, urls, undefined);

    await s3.stop();
    // The post IS deleted: the answer says so, its files wait in the queue.
    const deleted = await call('DELETE', `/api/posts/${id}`, cast.author);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `/api/posts/${id}`, cast.author)).statusCode).toBe(404);
    expect((await queued()).sort()).toEqual([...names].sort());
    await s3.start();

    // The files are still in the bucket, but no row says who may read them: nobody.
    expect(await inBucket()).toEqual(expect.arrayContaining(names));
    await expectRefused(t, urls, undefined);
    await expectRefused(t, urls, cast.outsider);
    await expectRefused(t, urls, cast.member);
    expect((await call('DELETE', `/api/posts/${id}`, cast.author)).statusCode).toBe(404);
    await expectRefused(t, urls, undefined);

    await t.app.jobs.run('object-deletions');
    const left = await inBucket();
    for (const name of names) expect(left).not.toContain(name);
    expect(await queued()).toEqual([]);
  });

  it('leaves the queue to later runs while the bucket stays down', async () => {
    const anne = await resident(t.app);
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const created = await call('POST', '/api/posts', anne, { content: 'Grande marée', uploadId: upload.id });
    expect(created.statusCode, created.body).toBe(201);

    await s3.stop();
    expect((await call('DELETE', `/api/posts/${(created.json() as Post).id}`, anne)).statusCode).toBe(204);
    await expect(t.app.jobs.run('object-deletions')).rejects.toThrow(/object storage delete failed/);
    expect(await queued()).toHaveLength(2);
    await s3.start();

    // The failed run put the next attempt a minute later: a run now finds nothing due.
    await t.app.jobs.run('object-deletions');
    expect(await queued()).toHaveLength(2);
    await t.app.jobs.run('object-deletions', new Date(Date.now() + 2 * 60_000));
    expect(await queued()).toEqual([]);
    expect(await inBucket()).not.toContain(path.basename(upload.url));
  });
});

describe('the bucket down, the database up', () => {
  it('answers uploads and stored photos 503 STORAGE_UNAVAILABLE, logged as the storage', async () => {
    const anne = await resident(t.app);
    const stored = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    await s3.stop();
    log.length = 0;

    const { payload, headers } = multipartFile(await sampleJpeg());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=post',
      headers: { ...headers, cookie: anne.cookie, origin: t.env.PUBLIC_URL },
      payload,
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual(STORAGE_UNAVAILABLE);

    const photo = await call('GET', stored.url);
    expect(photo.statusCode).toBe(503);
    expect(photo.json()).toEqual(STORAGE_UNAVAILABLE);

    const lines = log.join('');
    expect(lines).toContain('storage unavailable');
    expect(lines).not.toContain('database unavailable');
  });

  it('names the storage as the part that is down in the health check', async () => {
    await s3.stop();
    const down = await call('GET', '/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', database: 'up', storage: 'down' });
    await s3.start();
    const up = await call('GET', '/api/health');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
  });
});

describe('the readiness probe with the bucket down', () => {
  it('answers 503 naming the storage as STORAGE_UNAVAILABLE, never the database', async () => {
    await s3.stop();
    const down = await call('GET', '/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      down: ['storage'],
      checks: { database: 'up', storage: 'down', mail: 'skipped' },
      errors: [{ part: 'storage', code: 'STORAGE_UNAVAILABLE', message: 'Le stockage des photos ne répond pas.' }],
    });
    await s3.start();
    expect((await call('GET', '/api/health/ready')).statusCode).toBe(200);
  });
});

describe('the folder store failing', () => {
  it('answers an upload 503 STORAGE_UNAVAILABLE and names the storage in the health check', async () => {
    const local = await buildTestApp();
    try {
      // A file where the uploads folder should be: every write fails as a full or read-only disk would.
      const folder = path.join(local.dataDir, 'uploads');
      await fs.rm(folder, { recursive: true, force: true });
      await fs.writeFile(folder, '');
      const anne = await resident(local.app);
      const { payload, headers } = multipartFile(await sampleJpeg());
      const upload = await local.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=post',
        headers: { ...headers, cookie: anne.cookie, origin: local.env.PUBLIC_URL },
        payload,
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual(STORAGE_UNAVAILABLE);
      const health = await local.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', storage: 'down' });
    } finally {
      await local.close();
    }
  });
});
