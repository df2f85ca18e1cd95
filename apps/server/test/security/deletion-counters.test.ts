import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 16: after an account was deleted, other residents' posts kept its likes and
 * comments in their counters. Every stored counter must equal its rows, always.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

function call(resident: QuickResident, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
    ...(payload ? { payload } : {}),
  });
}

async function post(author: QuickResident, content: string): Promise<string> {
  const res = await call(author, 'POST', '/api/posts', { content });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** Every post whose stored counters differ from its rows (the schema's only stored counters). */
async function driftedPosts() {
  const { rows } = await t.app.pool.query<{
    id: string;
    likes: number;
    liked: number;
    comments: number;
    commented: number;
  }>(
    `select p.id, p.likes_count as likes, (select count(*)::int from post_likes l where l.post_id = p.id) as liked,
            p.comments_count as comments, (select count(*)::int from comments c where c.post_id = p.id) as commented
     from posts p`,
  );
  return rows.filter((r) => r.likes !== r.liked || r.comments !== r.commented);
}

describe('account deletion (issue 16, point 16)', () => {
  it('leaves every counter equal to its rows', async () => {
    const [gone, bob, carol] = await quickResidents(t.app, 3);
    const bobPost = await post(bob!, 'La criée ouvre à 6 h');
    const carolPost = await post(carol!, 'Qui a vu mon chat ?');
    const gonePost = await post(gone!, 'Je déménage');

    for (const id of [bobPost, carolPost])
      expect((await call(gone!, 'POST', `/api/posts/${id}/like`)).statusCode).toBe(200);
    expect((await call(carol!, 'POST', `/api/posts/${bobPost}/like`)).statusCode).toBe(200);
    expect((await call(bob!, 'POST', `/api/posts/${gonePost}/like`)).statusCode).toBe(200);
    for (const text of ['Super', 'À quelle heure ?']) {
      expect((await call(gone!, 'POST', `/api/posts/${bobPost}/comments`, { content: text })).statusCode).toBe(201);
    }
    expect((await call(carol!, 'POST', `/api/posts/${bobPost}/comments`, { content: 'Merci' })).statusCode).toBe(201);
    expect((await call(bob!, 'POST', `/api/posts/${gonePost}/comments`, { content: 'Bonne route' })).statusCode).toBe(
      201,
    );
    expect((await call(gone!, 'POST', `/api/profiles/${bob!.username}/follow`)).statusCode).toBe(200);
    expect((await call(bob!, 'POST', `/api/profiles/${gone!.username}/follow`)).statusCode).toBe(200);
    expect(await driftedPosts()).toEqual([]);

    const res = await call(gone!, 'DELETE', '/api/account', { confirmEmail: `${gone!.username}@example.fr` });
    expect(res.statusCode).toBe(200);

    expect(await driftedPosts()).toEqual([]);
    const bobSees = (await call(bob!, 'GET', `/api/posts/${bobPost}`)).json();
    expect(bobSees).toMatchObject({ likesCount: 1, commentsCount: 1 });
    expect((await call(bob!, 'GET', `/api/posts/${carolPost}`)).json()).toMatchObject({ likesCount: 0 });
    // Counted from rows (never stored): the follow is gone with the account.
    const profile = (await call(carol!, 'GET', `/api/profiles/${bob!.username}`)).json();
    expect(profile).toMatchObject({ followersCount: 0, followingCount: 0, likesReceivedCount: 1 });
  });
});

describe('account export (issue 16, point 16)', () => {
  it('lists the stories the resident viewed and how many viewed theirs', async () => {
    const [anne, bob] = await quickResidents(t.app, 2);
    const story = async (userId: string) =>
      (
        await t.app.pool.query<{ id: string }>(
          `insert into stories (user_id, image_url, expires_at) values ($1, '/uploads/s.webp', now() + interval '1 day')
           returning id`,
          [userId],
        )
      ).rows[0]!.id;
    const bobStory = await story(bob!.id);
    const anneStory = await story(anne!.id);
    expect((await call(anne!, 'POST', `/api/stories/${bobStory}/view`)).statusCode).toBeLessThan(300);
    expect((await call(bob!, 'POST', `/api/stories/${anneStory}/view`)).statusCode).toBeLessThan(300);

    const data = (await call(anne!, 'GET', '/api/account/export')).json();
    expect(data.storyViews).toEqual([{ storyId: bobStory, viewedAt: expect.any(String) }]);
    expect(data.stories).toEqual([expect.objectContaining({ id: anneStory, views: 1 })]);
    // Who viewed Anne's story is Bob's data, not in Anne's export.
    expect(JSON.stringify(data.stories)).not.toContain(bob!.id);
  });
});
