import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOAD_THUMB_SIDE, type UploadResponse } from '@portmarin/shared';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { seedImage } from '../../lib/seed-image.ts';
import { countRequest } from '../../plugins/throttle.ts';
import { multipartFile, readStored, sampleJpeg, storedNames, uploadAs } from '../../../test/uploads.ts';
import { ORPHAN_UPLOAD_HOURS, sniffImage } from '../../plugins/uploads.ts';

let t: TestApp;
let anne: VerifiedUser;
let paul: VerifiedUser;

beforeAll(async () => {
  t = await buildTestApp();
  anne = await createVerifiedUser(t.app);
  paul = await createVerifiedUser(t.app, { name: 'Paul Tanguy' });
});
afterAll(async () => t?.close());

function post(data: Buffer, opts: Parameters<typeof multipartFile>[1] = {}, cookie = anne.cookie, kind = 'post') {
  const { payload, headers } = multipartFile(data, opts);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload,
    headers: { ...headers, cookie, origin: t.env.PUBLIC_URL },
  });
}

const storedFiles = () => storedNames(t.app);

async function uploadRows(): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from uploads');
  return rows[0]!.n;
}

/** Runs a refused upload and checks that it left neither a file nor a row. */
async function expectRefused(
  data: Buffer,
  status: number,
  code: string,
  opts: Parameters<typeof multipartFile>[1] = {},
) {
  const filesBefore = await storedFiles();
  const rowsBefore = await uploadRows();
  const res = await post(data, opts);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: { code } });
  expect(await storedFiles()).toEqual(filesBefore);
  expect(await uploadRows()).toBe(rowsBefore);
}

describe('POST /api/uploads', () => {
  it('refuses visitors with 401', async () => {
    const { payload, headers } = multipartFile(await sampleJpeg());
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('stores a JPEG re-encoded as WebP with a thumbnail, and records it', async () => {
    const res = await post(await sampleJpeg(3000, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as UploadResponse;
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(body.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(body.width).toBe(UPLOAD_MAX_SIDE);
    expect(body.height).toBe(Math.round((1000 * UPLOAD_MAX_SIDE) / 3000));
    const stored = await sharp(await readStored(t.app, body.url)).metadata();
    expect(stored.format).toBe('webp');
    const thumb = await sharp(await readStored(t.app, body.thumbnailUrl)).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(UPLOAD_THUMB_SIDE);
    const { rows } = await t.app.pool.query('select user_id, kind from uploads where id = $1', [body.id]);
    expect(rows).toEqual([{ user_id: anne.user.id, kind: 'post' }]);
  });

  it('accepts a photo of several megabytes (over the JSON body limit)', async () => {
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await post(photo);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts PNG and WebP, and the kind given in the query', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#3a7' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#37a' } })
      .webp()
      .toBuffer();
    expect((await post(png, { contentType: 'image/png' }, anne.cookie, 'avatar')).statusCode).toBe(201);
    expect((await post(webp, { contentType: 'image/webp' }, anne.cookie, 'story')).statusCode).toBe(201);
    expect((await post(png, {}, anne.cookie, 'poster')).statusCode).toBe(400);
  });

  it('removes EXIF and GPS metadata and applies the orientation', async () => {
    const withExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c84' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(withExif).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);
    expect(withExif.includes('secret')).toBe(true);
    const res = await post(withExif);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as UploadResponse;
    for (const url of [body.url, body.thumbnailUrl]) {
      const file = await readStored(t.app, url);
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.includes('secret')).toBe(false);
    }
    // Orientation 6 (rotate 90°): the stored image is upright, so portrait.
    expect(body.width).toBe(20);
    expect(body.height).toBe(40);
  });

  it('refuses a text file, an SVG and a GIF by their bytes (415), storing nothing', async () => {
    await expectRefused(Buffer.from('bonjour, ceci n’est pas une photo\n'.repeat(10)), 415, 'INVALID_IMAGE', {
      contentType: 'image/jpeg',
      fileName: 'photo.jpg',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused(svg, 415, 'INVALID_IMAGE', { contentType: 'image/svg+xml', fileName: 'a.svg' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expectRefused(gif, 415, 'INVALID_IMAGE', { contentType: 'image/gif' });
    // A JPEG header followed by garbage does not decode.
    await expectRefused(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      415,
      'INVALID_IMAGE',
    );
  });

  it('refuses a file over 10 MB (413), storing nothing', async () => {
    const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(UPLOAD_MAX_BYTES, 1)]);
    await expectRefused(big, 413, 'IMAGE_TOO_LARGE');
  });

  it('refuses a decompression bomb by its pixel count (413), storing nothing', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    await expectRefused(bomb, 413, 'IMAGE_TOO_MANY_PIXELS', { contentType: 'image/png' });
  });

  it('refuses a body that is not multipart, or a file in another field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'x' },
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
    });
    expect(res.statusCode).toBe(415);
    const other = await post(await sampleJpeg(), { field: 'photo' });
    expect(other.statusCode).toBe(400);
  });
});

describe('GET /uploads/:name', () => {
  it('serves stored images as WebP with nosniff and a long cache', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    for (const url of [upload.url, upload.thumbnailUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('answers 404 JSON for unknown or malformed names', async () => {
    for (const url of [
      '/uploads/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/..%2F.auth-secret',
      '/uploads/index.html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('the upload store', () => {
  it('tells image types by their first bytes', async () => {
    expect(sniffImage(await sampleJpeg())).toBe('jpeg');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .avif()
      .toBuffer();
    expect(sniffImage(avif)).toBe('heif');
  });

  it('accepts an AVIF photo', async () => {
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#5ad' } })
      .avif()
      .toBuffer();
    expect((await post(avif, { contentType: 'image/avif' })).statusCode).toBe(201);
  });

  it('finds only the resident’s own uploads of the asked kinds', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    await expect(t.app.uploads.getOwned(anne.user.id, upload.id, ['post'])).resolves.toMatchObject({
      id: upload.id,
      url: upload.url,
      thumbnailUrl: upload.thumbnailUrl,
    });
    await expect(t.app.uploads.getOwned(paul.user.id, upload.id)).rejects.toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
    });
    await expect(t.app.uploads.getOwned(anne.user.id, upload.id, ['avatar'])).rejects.toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
    });
  });

  it('deletes an upload’s files and row', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    await t.app.uploads.remove(upload.id);
    const names = await storedFiles();
    expect(names).not.toContain(path.basename(upload.url));
    expect(names).not.toContain(path.basename(upload.thumbnailUrl));
    const { rowCount } = await t.app.pool.query('select 1 from uploads where id = $1', [upload.id]);
    expect(rowCount).toBe(0);
    await expect(t.app.uploads.remove(upload.id)).resolves.toBeUndefined();
  });

  it('stores generated seed pictures as real uploads', async () => {
    const upload = await seedImage(t.app, anne.user.id, 'post', { hue: 200, pattern: 'boat', width: 600, height: 400 });
    expect(upload.width).toBe(600);
    const res = await t.app.inject({ method: 'GET', url: upload.url });
    expect(res.statusCode).toBe(200);
  });
});

describe('orphan uploads', () => {
  /** Makes uploads look older than the day an orphan is kept. */
  async function ageUploads(...ids: string[]) {
    await t.app.pool.query(
      `update uploads set created_at = now() - make_interval(hours => $2) where id = any($1::uuid[])`,
      [ids, ORPHAN_UPLOAD_HOURS + 1],
    );
  }

  async function exists(upload: UploadResponse): Promise<boolean> {
    const { rowCount } = await t.app.pool.query('select 1 from uploads where id = $1', [upload.id]);
    const files = await storedFiles();
    const fileKept = files.includes(path.basename(upload.url)) && files.includes(path.basename(upload.thumbnailUrl));
    expect(fileKept).toBe(rowCount === 1);
    return rowCount === 1;
  }

  it('deletes after a day the photos attached to nothing, and keeps every photo in use', async () => {
    const jpeg = await sampleJpeg();
    const orphan = await uploadAs(t.app, anne.cookie, jpeg);
    const recent = await uploadAs(t.app, anne.cookie, jpeg);
    const inPost = await uploadAs(t.app, anne.cookie, jpeg);
    const inStory = await uploadAs(t.app, anne.cookie, jpeg, 'story');
    const avatar = await uploadAs(t.app, paul.cookie, jpeg, 'avatar');
    const cover = await uploadAs(t.app, paul.cookie, jpeg, 'cover');
    const inCard = await uploadAs(t.app, paul.cookie, jpeg, 'promotion');
    const inReport = await uploadAs(t.app, anne.cookie, jpeg);
    const inEvent = await uploadAs(t.app, anne.cookie, jpeg);
    const inListing = await uploadAs(t.app, anne.cookie, jpeg);
    const db = t.app.pool;
    await db.query(`insert into posts (user_id, content, image_upload_id, image_url) values ($1, 'Le port', $2, $3)`, [
      anne.user.id,
      inPost.id,
      inPost.url,
    ]);
    await db.query(
      `insert into stories (user_id, upload_id, image_url, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [anne.user.id, inStory.id, inStory.url],
    );
    await db.query(`update "user" set image = $2, cover_image = $3 where id = $1`, [
      paul.user.id,
      avatar.url,
      cover.url,
    ]);
    await db.query(`insert into promotions (kind, content) values ('official_notice', $1)`, [
      JSON.stringify({ title: 'Travaux du port', image: inCard.thumbnailUrl }),
    ]);
    await db.query(
      `insert into neighbour_reports (user_id, type, title, content, image_upload_id, image_url)
       values ($1, 'proprete', 'Dépôt sauvage', 'Derrière la halle', $2, $3)`,
      [anne.user.id, inReport.id, inReport.url],
    );
    await db.query(
      `insert into events (title, starts_at, location, category, organizer_id, image_upload_id, image_url)
       values ('Fest-noz', now() + interval '5 days', 'La halle', 'Musique', $1, $2, $3)`,
      [anne.user.id, inEvent.id, inEvent.url],
    );
    const listing = await db.query<{ id: string }>(
      `insert into marketplace_listings (seller_id, title, price_cents, category, condition, location)
       values ($1, 'Kayak', 20000, 'Loisirs', 'Bon état', 'La cale') returning id`,
      [anne.user.id],
    );
    await db.query(`insert into marketplace_listing_photos (listing_id, upload_id, position) values ($1, $2, 0)`, [
      listing.rows[0]!.id,
      inListing.id,
    ]);
    const inUse = [inPost, inStory, avatar, cover, inCard, inReport, inEvent, inListing];
    await ageUploads(orphan.id, ...inUse.map((u) => u.id));

    expect(await t.app.uploads.purgeOrphans()).toBe(1);
    expect(await exists(orphan)).toBe(false);
    for (const kept of [recent, ...inUse]) expect(await exists(kept)).toBe(true);
  });

  it('is done when a photo is uploaded', async () => {
    const orphan = await uploadAs(t.app, paul.cookie, await sampleJpeg());
    await ageUploads(orphan.id);
    const next = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    expect(await exists(orphan)).toBe(false);
    expect(await exists(next)).toBe(true);
  });
});

describe('upload throttle', () => {
  it('answers 429 with a French message after 30 uploads in 10 minutes', async () => {
    const jacques = await createVerifiedUser(t.app, { name: 'Jacques Morvan' });
    const tiny = await sampleJpeg(8, 8);
    for (let i = 0; i < 30; i += 1) expect((await post(tiny, {}, jacques.cookie)).statusCode).toBe(201);
    const refused = await post(tiny, {}, jacques.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(/trop de photos/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another resident is not affected.
    expect((await post(tiny, {}, paul.cookie)).statusCode).toBe(201);
  });

  it('counts every one of many first requests at once', async () => {
    // Twenty rounds, each on a fresh key: the first requests race to create the counter's row.
    for (let round = 0; round < 20; round += 1) {
      const key = `test:race:${round}:${Date.now()}`;
      const counted = await Promise.all(Array.from({ length: 8 }, () => countRequest(t.app.pool, key, 60_000)));
      expect(counted.map((c) => c.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });
});
