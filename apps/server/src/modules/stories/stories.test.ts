import { ERRORS, STORY_LIFETIME_HOURS, type StoriesResponse, type StoryItem, type UploadKind } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { canDeleteStory } from './stories.policy.ts';
import { STORIES_PER_HOUR } from './stories.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const headers = (cookie?: string) => (cookie ? { cookie, origin: t.env.PUBLIC_URL } : {});

const upload = (userId: string, kind: UploadKind = 'story') => make.picture(t.app, { id: userId }, kind);

const list = async (cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stories', headers: headers(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json() as StoriesResponse;
};

const create = (cookie: string | undefined, uploadId: string) =>
  t.app.inject({ method: 'POST', url: '/api/stories', headers: headers(cookie), payload: { uploadId } });

const view = (cookie: string | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/stories/${id}/view`, headers: headers(cookie) });

const remove = (cookie: string | undefined, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/stories/${id}`, headers: headers(cookie) });

const insertStory = (userId: string, hoursAgo: number) => make.story(t.app, { id: userId }, { hoursAgo });

/** Whether a row of `table` with this id is still there. */
async function exists(table: 'stories' | 'uploads', id: string): Promise<boolean> {
  return (await t.app.pool.query(`select 1 from ${table} where id = $1`, [id])).rowCount === 1;
}

async function clearStories() {
  await t.app.pool.query('delete from stories');
}

describe('POST /api/stories', () => {
  let alice: VerifiedUser;
  let bob: VerifiedUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
  });

  it('refuses visitors (401)', async () => {
    const photo = await upload(alice.user.id);
    const res = await create(undefined, photo.id);
    expect(res.statusCode).toBe(401);
  });

  it('adds a story that lasts 24 hours', async () => {
    const photo = await upload(alice.user.id);
    const res = await create(alice.cookie, photo.id);
    expect(res.statusCode).toBe(201);
    const story = res.json() as StoryItem;
    expect(story).toMatchObject({ imageUrl: photo.url, seen: false });
    const lifetime = Date.parse(story.expiresAt) - Date.parse(story.createdAt);
    expect(lifetime).toBe(STORY_LIFETIME_HOURS * 3_600_000);
    const groups = (await list(bob.cookie)).groups;
    expect(groups.map((g) => g.author.id)).toEqual([alice.user.id]);
    expect(groups[0]!.stories.map((s) => s.id)).toEqual([story.id]);
  });

  it("refuses someone else's photo or a photo of another kind (400 UPLOAD_NOT_FOUND)", async () => {
    const theirs = await upload(bob.user.id);
    const res = await create(alice.cookie, theirs.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'UPLOAD_NOT_FOUND', message: ERRORS.UPLOAD_NOT_FOUND.message } });
    const postPhoto = await upload(alice.user.id, 'post');
    expect((await create(alice.cookie, postPhoto.id)).statusCode).toBe(400);
  });

  it('refuses a photo already used by another story (400)', async () => {
    const photo = await upload(alice.user.id);
    expect((await create(alice.cookie, photo.id)).statusCode).toBe(201);
    const again = await create(alice.cookie, photo.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('UPLOAD_NOT_FOUND');
  });

  it(`throttles a resident after ${STORIES_PER_HOUR} stories in an hour (429)`, async () => {
    const [busy, earlier] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
    for (let i = 0; i < STORIES_PER_HOUR; i += 1) await insertStory(busy.user.id, 0);
    const res = await create(busy.cookie, (await upload(busy.user.id)).id);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    // Stories older than an hour do not count.
    for (let i = 0; i < STORIES_PER_HOUR; i += 1) await insertStory(earlier.user.id, 2);
    expect((await create(earlier.cookie, (await upload(earlier.user.id)).id)).statusCode).toBe(201);
  });

  it('purges expired stories and their photos when a story is added', async () => {
    const expired = await insertStory(bob.user.id, 30);
    expect(await exists('stories', expired.id)).toBe(true);
    await create(alice.cookie, (await upload(alice.user.id)).id);
    expect(await exists('stories', expired.id)).toBe(false);
    expect(await exists('uploads', expired.uploadId)).toBe(false);
  });
});

describe('GET /api/stories', () => {
  let alice: VerifiedUser;
  let bob: VerifiedUser;
  let carol: VerifiedUser;
  let aliceStories: string[];
  let bobStory: string;
  let carolStory: string;

  beforeAll(async () => {
    await clearStories();
    [alice, bob, carol] = await Promise.all([make.resident(t.app), make.resident(t.app), make.resident(t.app)]);
    await make.townRecognition(t.app, carol, { verified: true });
    // Alice posted twice (5 h and 1 h ago), Bob 3 h ago, Carol 2 h ago; Carol's day-old story expired.
    const a1 = await insertStory(alice.user.id, 5);
    const a2 = await insertStory(alice.user.id, 1);
    aliceStories = [a1.id, a2.id];
    bobStory = (await insertStory(bob.user.id, 3)).id;
    carolStory = (await insertStory(carol.user.id, 2)).id;
    await insertStory(carol.user.id, 25);
  });

  it('shows visitors every live story as new, grouped per author, oldest first', async () => {
    const { groups } = await list();
    // Newest activity first: Alice (1 h), Carol (2 h), Bob (3 h).
    expect(groups.map((g) => g.author.id)).toEqual([alice.user.id, carol.user.id, bob.user.id]);
    expect(groups[0]!.stories.map((s) => s.id)).toEqual(aliceStories);
    expect(groups.every((g) => g.hasNewStory && g.stories.every((s) => !s.seen))).toBe(true);
    expect(groups[1]).toMatchObject({
      author: { id: carol.user.id, name: carol.name, username: carol.username, image: null, verified: true },
    });
  });

  it('never lists an expired story', async () => {
    const { groups } = await list();
    const carolGroup = groups.find((g) => g.author.id === carol.user.id)!;
    expect(carolGroup.stories.map((s) => s.id)).toEqual([carolStory]);
  });

  it('marks what the viewer has seen and puts seen groups last', async () => {
    expect((await view(bob.cookie, aliceStories[0]!)).statusCode).toBe(204);
    let groups = (await list(bob.cookie)).groups;
    // Bob's own group first, then unseen ones newest first.
    expect(groups.map((g) => g.author.id)).toEqual([bob.user.id, alice.user.id, carol.user.id]);
    const aliceGroup = groups[1]!;
    expect(aliceGroup.stories.map((s) => s.seen)).toEqual([true, false]);
    expect(aliceGroup.hasNewStory).toBe(true);

    await view(bob.cookie, aliceStories[1]!);
    groups = (await list(bob.cookie)).groups;
    expect(groups.map((g) => g.author.id)).toEqual([bob.user.id, carol.user.id, alice.user.id]);
    expect(groups[2]).toMatchObject({ hasNewStory: false });

    // Someone else's views change nothing for Carol.
    const forCarol = (await list(carol.cookie)).groups;
    expect(forCarol.map((g) => g.author.id)).toEqual([carol.user.id, alice.user.id, bob.user.id]);
    expect(forCarol.find((g) => g.author.id === alice.user.id)?.hasNewStory).toBe(true);
  });

  it('records a view once, however often it is sent', async () => {
    await view(carol.cookie, bobStory);
    const again = await view(carol.cookie, bobStory);
    expect(again.statusCode).toBe(204);
    const { rows } = await t.app.pool.query('select 1 from story_views where story_id = $1', [bobStory]);
    expect(rows).toHaveLength(1);
  });

  it('refuses views from visitors (401) and of unknown or expired stories (404)', async () => {
    expect((await view(undefined, bobStory)).statusCode).toBe(401);
    const unknown = await view(bob.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('STORY_NOT_FOUND');
    const expired = await insertStory(carol.user.id, 30);
    expect((await view(bob.cookie, expired.id)).statusCode).toBe(404);
  });
});

describe('DELETE /api/stories/:id', () => {
  let author: VerifiedUser;
  let other: VerifiedUser;

  beforeAll(async () => {
    [author, other] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
  });

  it('refuses visitors (401) and other residents (403), and lets the author delete with the photo', async () => {
    const photo = await upload(author.user.id);
    const story = (await create(author.cookie, photo.id)).json() as StoryItem;
    expect((await remove(undefined, story.id)).statusCode).toBe(401);
    const forbidden = await remove(other.cookie, story.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    expect((await remove(author.cookie, story.id)).statusCode).toBe(204);
    expect(await exists('stories', story.id)).toBe(false);
    expect(await exists('uploads', photo.id)).toBe(false);
    expect((await remove(author.cookie, story.id)).statusCode).toBe(404);
  });

  it("lets a moderator delete anyone's story", async () => {
    const moderator = await make.staff(t.app, 'moderator');
    const story = await insertStory(author.user.id, 1);
    expect((await remove(moderator.cookie, story.id)).statusCode).toBe(204);
  });
});

describe('canDeleteStory', () => {
  const story = { userId: 'a' };
  it('allows the author, moderators and admins only', () => {
    expect(canDeleteStory({ id: 'a', role: 'user' }, story)).toBe(true);
    expect(canDeleteStory({ id: 'b', role: 'user' }, story)).toBe(false);
    expect(canDeleteStory({ id: 'b', role: 'moderator' }, story)).toBe(true);
    expect(canDeleteStory({ id: 'b', role: 'admin' }, story)).toBe(true);
  });
});
