import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPageFollows, businessPages } from './business-pages.schema.ts';
import { posts } from '../posts/index.ts';
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
    const pages = await t.app.db.select().from(businessPages);
    expect(pages.map((p) => p.name).sort()).toEqual(
      ['Café du Port', 'Cycles Ar Vag', 'Institut Iodé', 'Marée Haute – Boutique'].sort(),
    );
    for (const page of pages) {
      const [follows] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessPageFollows)
        .where(eq(businessPageFollows.pageId, page.id));
      expect(page.followersCount).toBe(follows!.n);
      const pagePosts = await t.app.db.select().from(posts).where(eq(posts.businessPageId, page.id));
      expect(pagePosts.length).toBeGreaterThan(0);
      expect(pagePosts.every((p) => p.userId === page.createdBy)).toBe(true);
      if (page.coverUrl) expect(pagePosts.some((p) => p.imageUrl === page.coverUrl)).toBe(true);
    }
    expect(pages.find((p) => p.name === 'Café du Port')?.followersCount).toBe(3);
  });
});
