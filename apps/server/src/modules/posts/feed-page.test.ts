import { FEED_PAGE_SIZE, type FeedPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reader } from '../../db/visibility.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { like, post, promote, residents, settings } from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { asReader, hidePost, queriesDuring } from '../../../test/shared-pages.ts';
import { listFeed } from './posts.service.ts';

let t: TestApp;
const call = caller(() => t);

/** Who reads the feed in these tests, besides visitors. */
let author: QuickResident;
let hiddenProfile: QuickResident;
let liker: QuickResident;
let ownHidden: QuickResident;
let moderator: QuickResident;
let likedIds: string[];
let savedId: string;
let recentHiddenId: string;

/** The answer computed without the shared result: today's one query for this reader. */
async function uncached(reader: Reader, query: { cursor?: string; limit?: number } = {}): Promise<string> {
  return JSON.stringify(await listFeed(t.app.pool, t.app.visibility, reader, { limit: FEED_PAGE_SIZE, ...query }));
}

/** The feed queries run while `fn` runs: the shared page's, and the reader's own. */
const feedQueriesDuring = (fn: () => Promise<unknown>) => queriesDuring(t.app.pool, 'feed-', fn);
const hide = (postId: string) => hidePost(call, moderator, postId);

beforeAll(async () => {
  t = await buildTestApp();
  [author, hiddenProfile, liker, ownHidden, moderator] = (await residents(t.app, 5)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await promote(t.app, moderator, 'moderator');
  // More posts than a page: the page has a next one, and rows after it.
  const older = [];
  for (let i = 0; i < FEED_PAGE_SIZE + 4; i++) older.push(await post(t.app, author, { minutesAgo: 100 + i }));
  const oldHidden = await post(t.app, ownHidden, { minutesAgo: 500 });
  const hiddenProfilePost = await post(t.app, hiddenProfile, { minutesAgo: 5 });
  await settings(t.app, hiddenProfile, { privacy: { profileVisible: false } });
  const recentHidden = await post(t.app, ownHidden, { minutesAgo: 3 });
  recentHiddenId = recentHidden.id;
  await hide(oldHidden.id);
  likedIds = [older[0]!.id, hiddenProfilePost.id];
  for (const id of likedIds) await like(t.app, liker, id);
  savedId = older[2]!.id;
  expect((await call('PUT', `/api/saved/post/${savedId}`, liker)).statusCode).toBeLessThan(300);
});
afterAll(async () => {
  await t?.close();
});

describe('the feed first page shared per instance', () => {
  it('answers every reader what their own query answers, twice in a row', async () => {
    await hide(recentHiddenId);
    const readers: Array<[string, QuickResident | undefined, Reader]> = [
      ['visitor', undefined, null],
      ['author', author, asReader(author)],
      ['hidden profile', hiddenProfile, asReader(hiddenProfile)],
      ['liker', liker, asReader(liker)],
      ['own hidden post', ownHidden, asReader(ownHidden)],
      ['moderator', moderator, asReader(moderator, 'moderator')],
    ];
    for (const [name, who, reader] of readers) {
      const expected = await uncached(reader);
      for (const round of [1, 2]) {
        const res = await call('GET', '/api/feed', who);
        expect(res.headers['content-type'], name).toBe('application/json; charset=utf-8');
        expect(res.body, `${name}, read ${round}`).toBe(expected);
      }
    }
    // What differs between them is really there.
    const page = async (who?: QuickResident) => JSON.parse((await call('GET', '/api/feed', who)).body) as FeedPage;
    const likerPage = await page(liker);
    expect(likerPage.posts.filter((p) => p.likedByMe).map((p) => p.id)).toEqual(likedIds.toReversed());
    expect(likerPage.posts.filter((p) => p.savedByMe).map((p) => p.id)).toEqual([savedId]);
    expect((await page()).posts.some((p) => p.author.id === hiddenProfile.id)).toBe(false);
    expect(likerPage.posts.some((p) => p.author.id === hiddenProfile.id)).toBe(true);
    expect((await page(ownHidden)).posts[0]).toMatchObject({ id: recentHiddenId, hiddenByModeration: true });
    expect(likerPage.posts.some((p) => p.id === recentHiddenId)).toBe(false);
    expect((await page(moderator)).posts[0]).toMatchObject({ id: recentHiddenId, hiddenByModeration: true });
  });

  it('runs the page query once for every reader of an audience, then only the reader’s own', async () => {
    t.app.sharedResults.clear();
    const names = await feedQueriesDuring(async () => {
      await call('GET', '/api/feed', liker);
      await call('GET', '/api/feed', author);
      await call('GET', '/api/feed');
      await call('GET', '/api/feed');
    });
    // Each audience's page is loaded once, then comes from the shared result.
    expect(names.filter((n) => n.startsWith('feed-shared-'))).toEqual(['feed-shared-resident', 'feed-shared-visitor']);
    expect(names.filter((n) => n.startsWith('feed-reader-'))).toHaveLength(2);
    expect(names.some((n) => n === 'feed-resident-first')).toBe(false);
  });

  it('reads other pages and sizes as before', async () => {
    const first = JSON.parse((await call('GET', '/api/feed', liker)).body) as FeedPage;
    const next = await call('GET', `/api/feed?cursor=${encodeURIComponent(first.nextCursor!)}`, liker);
    expect(next.body).toBe(await uncached(asReader(liker), { cursor: first.nextCursor! }));
    expect((await call('GET', '/api/feed?limit=5')).body).toBe(await uncached(null, { limit: 5 }));
  });

  it('shows a resident their own like, and everyone its count, on the next request', async () => {
    const before = JSON.parse((await call('GET', '/api/feed')).body) as FeedPage;
    const target = before.posts[3]!;
    expect((await call('POST', `/api/posts/${target.id}/like`, author)).statusCode).toBe(200);
    const mine = JSON.parse((await call('GET', '/api/feed', author)).body) as FeedPage;
    expect(mine.posts.find((p) => p.id === target.id)).toMatchObject({
      likedByMe: true,
      likesCount: target.likesCount + 1,
    });
    const visitor = JSON.parse((await call('GET', '/api/feed')).body) as FeedPage;
    expect(visitor.posts[3]).toMatchObject({ id: target.id, likedByMe: false, likesCount: target.likesCount + 1 });
  });

  it('shows a resident their own save and unsave on the next request', async () => {
    const read = async () => JSON.parse((await call('GET', '/api/feed', liker)).body) as FeedPage;
    const target = (await read()).posts[5]!;
    expect(target.savedByMe).toBe(false);
    expect((await call('PUT', `/api/saved/post/${target.id}`, liker)).statusCode).toBeLessThan(300);
    expect((await read()).posts.find((p) => p.id === target.id)?.savedByMe).toBe(true);
    expect((await call('DELETE', `/api/saved/post/${target.id}`, liker)).statusCode).toBeLessThan(300);
    expect((await read()).posts.find((p) => p.id === target.id)?.savedByMe).toBe(false);
  });

  it('shows a new post and drops a deleted one on the next request', async () => {
    await call('GET', '/api/feed');
    const created = await call('POST', '/api/posts', author, { content: 'Marché ce matin sur le port' });
    expect(created.statusCode).toBe(201);
    const id = (JSON.parse(created.body) as { id: string }).id;
    expect((JSON.parse((await call('GET', '/api/feed')).body) as FeedPage).posts[0]!.id).toBe(id);
    expect((await call('DELETE', `/api/posts/${id}`, author)).statusCode).toBe(204);
    expect((JSON.parse((await call('GET', '/api/feed')).body) as FeedPage).posts.some((p) => p.id === id)).toBe(false);
  });

  it('shows an author’s new name on the next request', async () => {
    await call('GET', '/api/feed');
    expect((await call('PATCH', '/api/profile', author, { name: 'Capitaine du port' })).statusCode).toBe(200);
    const page = JSON.parse((await call('GET', '/api/feed')).body) as FeedPage;
    expect(page.posts.find((p) => p.author.id === author.id)?.author.name).toBe('Capitaine du port');
  });
});
