import type { LostFoundList } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { TOWN_HALL_ACCOUNT } from '../auth/index.ts';
import { SAMPLE_LOST_FOUND, seedLostFound } from './lost-found.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded town hall account, without the slow steps that make it (its password).
  const ctx = await t.app.auth.$context;
  await ctx.internalAdapter.createUser(
    { name: TOWN_HALL_ACCOUNT.name, email: TOWN_HALL_ACCOUNT.email, emailVerified: true, username: 'mairie' },
    { method: 'email-password' },
  );
});
afterAll(async () => t?.close());

describe('seedLostFound', () => {
  it('posts the sample objects once, open, with their photos as real uploads', async () => {
    await seedLostFound(t.app);
    await seedLostFound(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/lost-found' })).json() as LostFoundList;
    expect(list.objects.map((o) => o.title).sort()).toEqual(SAMPLE_LOST_FOUND.map((s) => s.title).sort());
    expect(list.objects.every((o) => o.status === 'open')).toBe(true);
    const photos = list.objects.filter((o) => o.imageUrl).map((o) => o.imageUrl);
    expect(photos).toHaveLength(SAMPLE_LOST_FOUND.filter((s) => s.image).length);
    const { rowCount } = await t.app.pool.query("select 1 from uploads where $1 like '%' || file_name", [photos[0]]);
    expect(rowCount).toBe(1);
  });
});
