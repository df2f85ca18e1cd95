import type { FeedPage, SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_POSTS, seedPosts } from './posts.seed.ts';
import { seedUsers } from '../auth/index.ts';

let t: TestApp;
let seededAt: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUsers(t.app);
  seededAt = Date.now();
  await seedPosts(t.app);
});
afterAll(async () => t?.close());

describe('seedPosts', () => {
  it('creates the sample posts with the spec’s mock ages, newest first', async () => {
    const feed = (await t.app.inject({ method: 'GET', url: '/api/feed' })).json() as FeedPage;
    expect(feed.posts.map((p) => p.content)).toEqual(SAMPLE_POSTS.map((p) => p.content));
    const minutes = feed.posts.map((p) => Math.round((seededAt - Date.parse(p.createdAt)) / 60_000));
    expect(minutes).toEqual([15, 30, 45, 120, 300, 1440]);
  });

  it('keeps every counter equal to its rows', async () => {
    const { rows } = await t.app.pool.query<{ ok: boolean }>(
      `select likes_count = (select count(*) from post_likes where post_id = p.id)
          and comments_count = (select count(*) from comments where post_id = p.id) as ok
       from posts p`,
    );
    expect(rows.length).toBe(SAMPLE_POSTS.length);
    expect(rows.every((r) => r.ok)).toBe(true);
    const { rows: totals } = await t.app.pool.query<{ likes: number; comments: number }>(
      'select (select count(*)::int from post_likes) as likes, (select count(*)::int from comments) as comments',
    );
    expect(totals[0]).toEqual({
      likes: SAMPLE_POSTS.reduce((n, p) => n + p.likedBy.length, 0),
      comments: SAMPLE_POSTS.reduce((n, p) => n + p.comments.length, 0),
    });
  });

  it('stores its pictures as real uploads', async () => {
    const feed = (await t.app.inject({ method: 'GET', url: '/api/feed' })).json() as FeedPage;
    const withImages = feed.posts.filter((p) => p.imageUrl);
    expect(withImages.length).toBe(SAMPLE_POSTS.filter((p) => p.image).length);
    for (const post of withImages) {
      const res = await t.app.inject({ method: 'GET', url: post.thumbnailUrl! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it("has a post found by searching 'ete'", async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/search?q=ete' })).json() as SearchResults;
    expect(res.posts.map((p) => p.content)).toEqual([expect.stringContaining('été')]);
  });

  it('is idempotent', async () => {
    await seedPosts(t.app);
    const { rows } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from posts');
    expect(rows[0]!.n).toBe(SAMPLE_POSTS.length);
  });
});
