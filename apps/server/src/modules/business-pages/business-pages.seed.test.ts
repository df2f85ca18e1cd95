import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { businessPages } from './business-pages.schema.ts';
import type { posts } from '../posts/index.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedBusinessPages } from './business-pages.seed.ts';
import { seedUsers } from '../auth/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUsers(t.app);
});
afterAll(async () => t?.close());

describe('seedBusinessPages', () => {
  it('seeds the sample pages once, with exact follower counts, posts and covers', { timeout: 60_000 }, async () => {
    await seedBusinessPages(t.app);
    await seedBusinessPages(t.app);
    const { rows: pages } = await t.app.pool.query<RowOf<typeof businessPages>>('select * from business_pages');
    expect(pages.map((p) => p.name).sort()).toEqual(
      ['Café du Port', 'Cycles Ar Vag', 'Institut Iodé', 'Marée Haute – Boutique'].sort(),
    );
    for (const page of pages) {
      const { rows: follows } = await t.app.pool.query<{ n: number }>(
        'select count(*)::int as n from business_page_follows where page_id = $1',
        [page.id],
      );
      expect(page.followers_count).toBe(follows[0]!.n);
      const { rows: pagePosts } = await t.app.pool.query<RowOf<typeof posts>>(
        'select * from posts where business_page_id = $1',
        [page.id],
      );
      expect(pagePosts.length).toBeGreaterThan(0);
      expect(pagePosts.every((p) => p.user_id === page.created_by)).toBe(true);
      if (page.cover_url) expect(pagePosts.some((p) => p.image_url === page.cover_url)).toBe(true);
    }
    expect(pages.find((p) => p.name === 'Café du Port')?.followers_count).toBe(3);
  });
});
