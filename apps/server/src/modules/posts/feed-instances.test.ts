import type { FeedPage } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { SHARED_RESULTS_TTL_MS } from '../../plugins/shared-results.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { like, post, promote, residents } from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';

/**
 * Two instances on one database, as behind a load balancer: what a write on the first changes in
 * the feed shows on the second, whose first page was already kept. The bus carries the change in
 * milliseconds; each wait below is far shorter than the shared result's life (5 s), so a copy
 * dropped only when it expires fails them.
 */
let t: TestApp;
let second: FastifyInstance;
let moderator: QuickResident;

const WAIT_MS = 1_000;

beforeAll(async () => {
  t = await buildTestApp();
  second = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false });
  moderator = (await residents(t.app, 1))[0]!;
  await promote(t.app, moderator!, 'moderator');
});
// Each test's first reads on the second fill it afresh: what it keeps then outlives every wait.
beforeEach(() => second.sharedResults.clear());
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const headers = (who?: { cookie: string }) => (who ? { cookie: who.cookie, origin: t.env.PUBLIC_URL } : {});

async function feedOn(app: FastifyInstance, who?: { cookie: string }): Promise<FeedPage> {
  const res = await app.inject({ method: 'GET', url: '/api/feed', headers: headers(who) });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as FeedPage;
}

/** The second instance's feed once it meets `expectation`, which must happen well within the result's life. */
async function onSecondSoon(who: { cookie: string } | undefined, expectation: (page: FeedPage) => void): Promise<void> {
  expect(WAIT_MS).toBeLessThan(SHARED_RESULTS_TTL_MS / 2);
  await vi.waitFor(async () => expectation(await feedOn(second, who)), { timeout: WAIT_MS, interval: 20 });
}

const ids = (page: FeedPage) => page.posts.map((p) => p.id);

async function write(
  method: 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  who: { cookie: string },
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

describe('the feed first page on two instances', () => {
  it('shows a post written on the first, and its likes, on the second', async () => {
    const [author, reader] = await residents(t.app, 2);
    await feedOn(second);
    await feedOn(second, reader);
    const created = JSON.parse(
      (await write('POST', '/api/posts', author!, { content: 'Fête du port samedi' })).body,
    ) as { id: string };
    await onSecondSoon(undefined, (page) => expect(ids(page)[0]).toBe(created.id));
    await onSecondSoon(reader, (page) => expect(ids(page)[0]).toBe(created.id));

    await write('POST', `/api/posts/${created.id}/like`, reader!);
    await onSecondSoon(reader, (page) => expect(page.posts[0]).toMatchObject({ id: created.id, likedByMe: true }));
    await onSecondSoon(undefined, (page) => expect(page.posts[0]).toMatchObject({ id: created.id, likesCount: 1 }));
  });

  it('drops a post hidden by a moderator and a deleted one on the second', async () => {
    const [author, reader] = await residents(t.app, 2);
    const hidden = await post(t.app, author!);
    const deleted = await post(t.app, author!);
    await feedOn(second);
    await feedOn(second, reader);
    expect(ids(await feedOn(second))).toEqual(expect.arrayContaining([hidden.id, deleted.id]));

    await write('POST', '/api/moderation/content', moderator, {
      targetType: 'post',
      targetId: hidden.id,
      action: 'hide',
      reason: 'Contenu contraire à la charte',
    });
    await onSecondSoon(undefined, (page) => expect(ids(page)).not.toContain(hidden.id));
    await onSecondSoon(reader, (page) => expect(ids(page)).not.toContain(hidden.id));
    // Its author still sees it, marked.
    expect((await feedOn(second, author)).posts.find((p) => p.id === hidden.id)).toMatchObject({
      hiddenByModeration: true,
    });

    await write('DELETE', `/api/posts/${deleted.id}`, author!);
    await onSecondSoon(undefined, (page) => expect(ids(page)).not.toContain(deleted.id));
    await onSecondSoon(reader, (page) => expect(ids(page)).not.toContain(deleted.id));
  });

  it('takes a sign-out on the first into account on the next request on the second', async () => {
    const [author, reader] = await residents(t.app, 2);
    const liked = await post(t.app, author!);
    await like(t.app, reader!, liked.id);
    await onSecondSoon(reader, (page) => expect(page.posts[0]).toMatchObject({ id: liked.id, likedByMe: true }));

    await write('POST', '/api/auth/sign-out', reader!);
    const me = await second.inject({ method: 'GET', url: '/api/me', headers: headers(reader) });
    expect(JSON.parse(me.body)).toEqual({ user: null });
    expect(await feedOn(second, reader)).toEqual(await feedOn(second));
  });

  it('drops the posts of an author who hides their profile, or erases their account, for visitors on the second', async () => {
    const [shy, leaving] = await residents(t.app, 2);
    const shyPost = await post(t.app, shy!);
    const leavingPost = await post(t.app, leaving!);
    expect(ids(await feedOn(second))).toEqual(expect.arrayContaining([shyPost.id, leavingPost.id]));

    await write('PATCH', '/api/settings', shy!, { privacy: { profileVisible: false } });
    await onSecondSoon(undefined, (page) => expect(ids(page)).not.toContain(shyPost.id));

    await write('DELETE', '/api/account', leaving!, { confirmEmail: leaving!.email });
    await onSecondSoon(undefined, (page) => expect(ids(page)).not.toContain(leavingPost.id));
  });

  it('shows an author’s new name on the second', async () => {
    const [author] = await residents(t.app, 1);
    const written = await post(t.app, author!);
    await feedOn(second);
    await write('PATCH', '/api/profile', author!, { name: 'Gardien du phare' });
    await onSecondSoon(undefined, (page) =>
      expect(page.posts.find((p) => p.id === written.id)?.author.name).toBe('Gardien du phare'),
    );
  });

  it('drops what it kept when its bus connection comes back', async () => {
    const [author] = await residents(t.app, 1);
    const written = await post(t.app, author!);
    await feedOn(second);
    // A change no instance heard of (written while the bus was down): only the reconnect drops the copy.
    await t.app.pool.query(`update posts set content = 'Écrit pendant la coupure' where id = $1`, [written.id]);
    await t.app.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    );
    await expect
      .poll(async () => (await feedOn(second)).posts.find((p) => p.id === written.id)?.content, {
        timeout: SHARED_RESULTS_TTL_MS / 2,
        interval: 50,
      })
      .toBe('Écrit pendant la coupure');
  });
});
