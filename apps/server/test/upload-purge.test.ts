import type { UploadResponse } from '@portmarin/shared';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_UPLOAD_HOURS } from '../src/plugins/uploads.ts';
import { buildTestApp, caller, type TestApp } from './helpers.ts';
import { quickResidents, type QuickResident } from './residents.ts';
import { sampleJpeg, storedNames, uploadAs } from './uploads.ts';

/**
 * The orphan purge keeps what a module's row names: here a sponsor's logo, which an admin uploads
 * (kind 'promotion') and then names by its path in `sponsors.image_url`.
 */
let t: TestApp;
let admin: QuickResident;
const call = caller(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  [admin] = (await quickResidents(t.app, 1)) as [QuickResident];
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
});
afterAll(async () => t?.close());

/** Makes uploads older than the day an orphan is kept. */
async function age(...uploads: UploadResponse[]) {
  await t.app.pool.query(
    `update uploads set created_at = now() - make_interval(hours => $2) where id = any($1::uuid[])`,
    [uploads.map((u) => u.id), ORPHAN_UPLOAD_HOURS + 1],
  );
}

async function stored(upload: UploadResponse): Promise<boolean> {
  const { rowCount } = await t.app.pool.query('select 1 from uploads where id = $1', [upload.id]);
  const files = await storedNames(t.app);
  return (
    rowCount === 1 && files.includes(path.basename(upload.url)) && files.includes(path.basename(upload.thumbnailUrl))
  );
}

describe('the orphan purge', () => {
  it("keeps an admin's sponsor logo older than a day and deletes a photo attached to nothing", async () => {
    const jpeg = await sampleJpeg();
    const logo = await uploadAs(t.app, admin.cookie, jpeg, 'promotion');
    const orphan = await uploadAs(t.app, admin.cookie, jpeg, 'promotion');
    const sponsor = await call('POST', '/api/admin/sponsors', admin.cookie, {
      name: 'Chantier naval Le Goff',
      imageUrl: logo.url,
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    await age(logo, orphan);

    expect(await t.app.uploads.purgeOrphans()).toBe(1);
    expect(await stored(orphan)).toBe(false);
    expect(await stored(logo)).toBe(true);
    const listed = (await call('GET', '/api/sponsors')).json() as { sponsors: Array<{ imageUrl: string | null }> };
    expect(listed.sponsors.map((s) => s.imageUrl)).toEqual([logo.url]);
  });
});
