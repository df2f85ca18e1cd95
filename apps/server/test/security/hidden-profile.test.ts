import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INITIAL_DATA_ELEMENT_ID } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quickResidents, type QuickResident } from '../residents.ts';

/**
 * Issue 16, point 15: a resident who hid their profile still had every post in the anonymous feed
 * and post pages. Decided (docs/decisions/0017-profiles-and-privacy.md): what a hidden profile publishes is for signed-in
 * residents, never for visitors, on every endpoint that shows posts.
 */

const INDEX = `<!doctype html>
<html lang="fr">
  <head><meta charset="UTF-8" /><title>PortMarin</title></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDir: string;
let hidden: QuickResident;
let open: QuickResident;
let reader: QuickResident;
let hiddenPost: string;
let openPost: string;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, resident?: QuickResident, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: resident ? { cookie: resident.cookie, origin: t.env.PUBLIC_URL } : {},
    ...(payload ? { payload } : {}),
  });
}

async function publish(resident: QuickResident, content: string): Promise<string> {
  const res = await call('POST', '/api/posts', resident, { content });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  const residents = await quickResidents(t.app, 3);
  hidden = residents[0]!;
  open = residents[1]!;
  reader = residents[2]!;
  hiddenPost = await publish(hidden!, 'Goélette discrète amarrée au quai nord');
  openPost = await publish(open!, 'Goélette publique au quai sud');
  expect((await call('POST', `/api/posts/${hiddenPost}/comments`, open, { content: 'Belle coque' })).statusCode).toBe(
    201,
  );
  await t.app.pool.query(
    `insert into stories (user_id, image_url, expires_at) values ($1, '/uploads/cache.webp', now() + interval '1 day')`,
    [hidden!.id],
  );
  const res = await call('PATCH', '/api/settings', hidden, { privacy: { profileVisible: false } });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const feedIds = async (resident?: QuickResident) =>
  ((await call('GET', '/api/feed', resident)).json().posts as Array<{ id: string }>).map((p) => p.id);
const searchIds = async (resident?: QuickResident) =>
  (
    (await call('GET', `/api/search?q=${encodeURIComponent('goélette')}`, resident)).json().posts as Array<{
      id: string;
    }>
  ).map((p) => p.id);
const storyAuthors = async (resident?: QuickResident) =>
  ((await call('GET', '/api/stories', resident)).json().groups as Array<{ author: { id: string } }>).map(
    (g) => g.author.id,
  );

describe('a hidden profile, seen by a visitor (issue 16, point 15)', () => {
  it('leaves its posts out of the feed, search and stories', async () => {
    expect(await feedIds()).toContain(openPost);
    expect(await feedIds()).not.toContain(hiddenPost);
    expect(await searchIds()).toEqual([openPost]);
    expect(await storyAuthors()).not.toContain(hidden!.id);
  });

  it('answers 404 for its post and the post comments, as for a missing post', async () => {
    const post = await call('GET', `/api/posts/${hiddenPost}`);
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: { code: 'POST_NOT_FOUND' } });
    const comments = await call('GET', `/api/posts/${hiddenPost}/comments`);
    expect(comments.statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${openPost}`)).statusCode).toBe(200);
  });

  it('lists no post on its profile', async () => {
    const res = await call('GET', `/api/profiles/${hidden!.username}/posts`);
    expect(res.json()).toMatchObject({ posts: [] });
  });

  it('gives no link preview of its post, and keeps it out of the first screen', async () => {
    const page = await call('GET', `/post/${hiddenPost}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Goélette discrète');
    const shared = await call('GET', `/post/${openPost}`);
    expect(shared.body).toContain('Goélette publique');

    const feed = await call('GET', '/feed');
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
      feed.body,
    );
    expect(data?.[1]).toContain(openPost);
    expect(data?.[1]).not.toContain(hiddenPost);
  });
});

describe('a hidden profile, seen by a signed-in resident', () => {
  it('shows its posts in the feed, search, post page, comments and stories', async () => {
    expect(await feedIds(reader)).toContain(hiddenPost);
    expect((await searchIds(reader)).sort()).toEqual([hiddenPost, openPost].sort());
    expect((await call('GET', `/api/posts/${hiddenPost}`, reader)).statusCode).toBe(200);
    const comments = await call('GET', `/api/posts/${hiddenPost}/comments`, reader);
    expect(comments.json().comments).toHaveLength(1);
    expect(await storyAuthors(reader)).toContain(hidden!.id);
    // The profile page itself stays private to other residents (name only, no posts).
    expect((await call('GET', `/api/profiles/${hidden!.username}/posts`, reader)).json()).toMatchObject({ posts: [] });
    // The author sees everything of their own.
    const own = await call('GET', `/api/profiles/${hidden!.username}/posts`, hidden);
    expect(own.json().posts.map((p: { id: string }) => p.id)).toEqual([hiddenPost]);
  });
});
