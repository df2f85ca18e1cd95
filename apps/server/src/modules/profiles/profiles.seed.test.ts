import type { Profile, PromotionsResponse, StoriesResponse } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, signInRequest, type TestApp } from '../../../test/helpers.ts';
import { runSeed } from '../../seed/index.ts';
import { SHOWCASE_PROFILES } from './profiles.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await runSeed(t.app);
}, 120_000);
afterAll(async () => t?.close());

/** Rows per table the seed writes; table names are this test's own constants. */
async function counts() {
  const tables = {
    user: '"user"',
    posts: 'posts',
    postLikes: 'post_likes',
    follows: 'follows',
    stories: 'stories',
    promotions: 'promotions',
    uploads: 'uploads',
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const { rows } = await t.app.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return [name, rows[0]!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('social seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    expect(before.promotions).toBe(5);
    await runSeed(t.app);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('creates the three verified, featured showcase residents with their page', async () => {
    for (const showcase of SHOWCASE_PROFILES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/profiles/${showcase.username}` });
      expect(res.statusCode).toBe(200);
      const profile = res.json() as Profile;
      expect(profile).toMatchObject({
        name: showcase.name,
        username: showcase.username,
        verified: true,
        bio: showcase.bio,
        location: 'Port-Marin',
        postsCount: 6,
        followersCount: 6,
        hidden: false,
      });
      expect(profile.image).toMatch(/^\/uploads\/.+\.webp$/);
      expect(profile.coverImage).toMatch(/^\/uploads\/.+\.webp$/);
      expect(profile.photos).toHaveLength(6);
      expect(profile.followers).toHaveLength(6);
      expect(profile.likesReceivedCount).toBeGreaterThan(0);
      const { rows } = await t.app.pool.query('select featured, email_verified, role from "user" where email = $1', [
        showcase.email,
      ]);
      expect(rows[0]).toEqual({ featured: true, email_verified: true, role: 'user' });
    }
    const erwan = SHOWCASE_PROFILES.find((p) => p.username === 'erwan_kerjean')!;
    expect(erwan.bio).toContain('Marié à');
    expect(erwan.bio).toContain('Travaille à');
    expect(erwan.bio).toContain('Restaurant préféré');
  });

  it('keeps like counts equal to the likes stored', async () => {
    const { rows } = await t.app.pool.query<{ likes_count: number; n: number }>(
      'select likes_count, (select count(*)::int from post_likes l where l.post_id = p.id) as n from posts p',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const post of rows) expect(post.likes_count).toBe(post.n);
  });

  it('lets a showcase resident sign in with the documented password', async () => {
    const loic = SHOWCASE_PROFILES[0]!;
    expect(loic.password).toBe('PortMarin-Loic-2025');
    const res = await signInRequest(t.app, loic.email, loic.password);
    expect(res.statusCode).toBe(200);
    expect(cookieHeader(res)).toContain('session_token=');
  });

  it('seeds live stories from the last hours', async () => {
    const { groups } = (await t.app.inject({ method: 'GET', url: '/api/stories' })).json() as StoriesResponse;
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.length).toBeLessThanOrEqual(5);
    for (const group of groups) {
      expect(group.hasNewStory).toBe(true);
      for (const story of group.stories) {
        expect(Date.now() - Date.parse(story.createdAt)).toBeLessThan(12 * 3_600_000);
        expect(story.imageUrl).toMatch(/^\/uploads\//);
      }
    }
  });

  it("seeds the feed's five cards in the spec's order, with the town hall's contacts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/promotions' });
    expect(res.statusCode).toBe(200);
    const { promotions: cards } = res.json() as PromotionsResponse;
    expect(cards.map((c) => c.kind)).toEqual([
      'restaurant',
      'official_notice',
      'candidate',
      'sponsored_business',
      'partners',
    ]);
    const notice = cards[1]!;
    expect(notice.kind === 'official_notice' && notice.content).toMatchObject({
      phone: t.app.town.townHall.phone,
      email: t.app.town.townHall.email,
      website: t.app.town.townHall.website,
      address: t.app.town.townHall.address,
      hours: t.app.town.townHall.hours,
    });
    const candidate = cards[2]!;
    expect(candidate.kind === 'candidate' && candidate.content.supportersCount).toBe(847);
    const partners = cards[4]!;
    expect(partners.kind === 'partners' && partners.content.businesses.length).toBe(3);
    // Every picture is a real stored upload.
    const { rowCount } = await t.app.pool.query("select 1 from uploads where kind = 'promotion'");
    expect(rowCount).toBeGreaterThan(0);
  });

  it('does not bring back a card an admin deleted', async () => {
    await t.app.pool.query('delete from promotions where id = (select id from promotions limit 1)');
    await runSeed(t.app);
    const { rows } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from promotions');
    expect(rows[0]!.n).toBe(4);
  }, 120_000);
});
