import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers.ts';
import { storedNames } from '../../../test/uploads.ts';

describe('account export and erasure of published content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('exports the resident’s posts and photos, and erasing the account deletes the files', async () => {
    const resident = await createVerifiedUser(t.app);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const upload = await t.app.uploads.save(resident.user.id, 'post', png);
    const headers = { cookie: resident.cookie, origin: t.env.PUBLIC_URL };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { content: 'Coucher de soleil sur la jetée', uploadId: upload.id },
    });
    expect(created.statusCode).toBe(201);

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers });
    const body = exported.json() as { posts: Array<{ content: string }>; photos: Array<{ url: string }> };
    expect(body.posts.map((p) => p.content)).toEqual(['Coucher de soleil sur la jetée']);
    expect(body.photos.map((p) => p.url)).toContain(upload.url);

    const files = await storedNames(t.app);
    const stem = path.basename(upload.url, '.webp');
    const mine = files.filter((f) => f.startsWith(stem));
    expect(mine.length).toBe(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers,
      payload: { confirmEmail: resident.email },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await storedNames(t.app);
    for (const f of mine) expect(left).not.toContain(f);
  });
});
