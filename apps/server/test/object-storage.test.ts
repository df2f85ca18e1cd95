import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Post } from '@portmarin/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_UPLOAD_HOURS } from '../src/plugins/uploads.ts';
import { resident } from './factories.ts';
import { buildTestApp, caller, type TestApp } from './helpers.ts';
import {
  castOf,
  expectRefused,
  expectServed,
  privateGroupPhoto,
  PRIVATE,
  PUBLIC,
  reportPhoto,
} from './private-images.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { sampleJpeg, uploadAs } from './uploads.ts';

/**
 * Uploads on S3-compatible object storage: a real S3-protocol server (s3rver) the test starts, the
 * app built with the S3_* variables, the bucket read with a client of its own.
 */
let s3: S3Server;
let t: TestApp;
let bucket: S3Client;
const call = caller(() => t);

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp(s3.env);
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/** Every key in the bucket, read by the test's own client. */
async function inBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const namesOf = (upload: { url: string; thumbnailUrl: string }) => [
  path.basename(upload.url),
  path.basename(upload.thumbnailUrl),
];

describe('uploads in an S3 bucket', () => {
  it('stores the original and its thumbnail in the bucket, nothing in DATA_DIR/uploads, and reads them back', async () => {
    const anne = await resident(t.app);
    expect(t.app.uploads.storage.backend).toBe('s3');
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg(800, 600));
    expect(await inBucket()).toEqual(expect.arrayContaining(namesOf(upload)));
    const local = await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
    expect(local).toEqual([]);

    for (const url of [upload.url, upload.thumbnailUrl]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    const thumb = await sharp((await call('GET', upload.thumbnailUrl)).rawPayload).metadata();
    expect(thumb.width).toBeLessThan(800);
    expect((await call('GET', '/uploads/00000000-0000-0000-0000-000000000000.webp')).statusCode).toBe(404);
  });

  it('deletes a post’s photo from the bucket with the post', async () => {
    const anne = await resident(t.app);
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const created = await call('POST', '/api/posts', anne, { content: 'Le phare ce soir', uploadId: upload.id });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('DELETE', `/api/posts/${(created.json() as Post).id}`, anne)).statusCode).toBeLessThan(300);
    expect(await inBucket()).not.toEqual(expect.arrayContaining([namesOf(upload)[0]]));
    expect(await inBucket()).not.toEqual(expect.arrayContaining([namesOf(upload)[1]]));
    expect((await call('GET', upload.url)).statusCode).toBe(404);
  });

  it('deletes a resident’s photos from the bucket when they erase their account', async () => {
    const gone = await resident(t.app);
    const uploads = [
      await uploadAs(t.app, gone.cookie, await sampleJpeg()),
      await uploadAs(t.app, gone.cookie, await sampleJpeg(), 'avatar'),
    ];
    const erased = await call('DELETE', '/api/account', gone, { confirmEmail: gone.email });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await inBucket();
    for (const name of uploads.flatMap(namesOf)) expect(left).not.toContain(name);
  });

  it('purges from the bucket the photos attached to nothing for a day', async () => {
    const anne = await resident(t.app);
    const orphan = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    await t.app.pool.query(`update uploads set created_at = now() - make_interval(hours => $2) where id = $1`, [
      orphan.id,
      ORPHAN_UPLOAD_HOURS + 1,
    ]);
    expect(await t.app.uploads.purgeOrphans()).toBe(1);
    const left = await inBucket();
    for (const name of namesOf(orphan)) expect(left).not.toContain(name);
  });

  it('leaves no object behind when the upload cannot be recorded', async () => {
    const before = await inBucket();
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#147' } })
      .png()
      .toBuffer();
    // No such resident: the row's foreign key refuses it after both objects were written.
    await expect(t.app.uploads.save('no-such-resident', 'post', png)).rejects.toThrow();
    expect(await inBucket()).toEqual(before);
  });

  it('serves private photos from the bucket to their readers only', async () => {
    const cast = await castOf(t);
    const groupUrls = await privateGroupPhoto(t, cast);
    await expectRefused(t, groupUrls, undefined);
    await expectRefused(t, groupUrls, cast.outsider);
    await expectServed(t, groupUrls, cast.member, PRIVATE);
    const { urls } = await reportPhoto(t, cast);
    await expectRefused(t, urls, cast.outsider);
    await expectServed(t, urls, cast.author, PRIVATE);
    await expectServed(t, urls, cast.moderator, PRIVATE);
  });
});
