import type { CommentsPage, FeedPage, Post, SearchResults } from '@portmarin/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { quickResidents, type QuickResident } from './residents.ts';

/**
 * Content a moderator hid (hidden_at set, here with SQL) is, for visitors and other residents, as
 * if it did not exist; its author and moderators still read it, flagged hiddenByModeration.
 */

let t: TestApp;
let webDir: string;
let author: QuickResident;
let other: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  // A built web app, so that the share page (/post/:id) and its Open Graph tags are served.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-hidden-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>PortMarin</title></head><body></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  [author, other, moderator] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: QuickResident, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie, origin: t.env.PUBLIC_URL } : {},
    ...(payload ? { payload } : {}),
  });

/** Sets or clears hidden_at of one row, as the moderators' actions do. */
async function setHidden(table: string, id: string, hidden: boolean): Promise<void> {
  const { rowCount } = await t.app.pool.query(
    `update ${table} set hidden_at = ${hidden ? 'now()' : 'null'} where id = $1`,
    [id],
  );
  expect(rowCount).toBe(1);
}

async function json<T>(method: Method, url: string, who?: QuickResident, payload?: object): Promise<T> {
  const res = await call(method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

const others = () => [undefined, other];
const readers = () => [author, moderator];

async function newPost(content: string): Promise<Post> {
  const res = await call('POST', '/api/posts', author, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Post;
}

async function feedIds(who?: QuickResident): Promise<string[]> {
  const page = await json<FeedPage>('GET', '/api/feed?limit=50', who);
  return page.posts.map((p) => p.id);
}

describe('a hidden post', () => {
  it('leaves the feed, the profile, search, the post and share pages for everyone but its author and moderators', async () => {
    const post = await newPost('Galets brillants de Kermarin');
    const kept = await newPost('Marée haute ce soir');
    await call('POST', `/api/posts/${post.id}/like`, other);
    await setHidden('posts', post.id, true);

    for (const who of others()) {
      expect(await feedIds(who)).not.toContain(post.id);
      expect(await feedIds(who)).toContain(kept.id);
      expect((await call('GET', `/api/posts/${post.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/posts/${post.id}/comments`, who)).statusCode).toBe(404);
      const profile = await json<FeedPage>('GET', `/api/profiles/${author.username}/posts`, who);
      expect(profile.posts.map((p) => p.id)).toEqual([kept.id]);
      const found = await json<SearchResults>('GET', '/api/search?q=Galets', who);
      expect(found.posts.map((p) => p.id)).not.toContain(post.id);
    }
    const liked = await json<FeedPage>('GET', `/api/profiles/${other.username}/liked`, other);
    expect(liked.posts.map((p) => p.id)).not.toContain(post.id);
    const og = await t.app.inject({ method: 'GET', url: `/post/${post.id}` });
    expect(og.statusCode).toBe(404);
    expect(og.body).not.toContain('Galets brillants');

    for (const who of readers()) {
      expect(await feedIds(who)).toContain(post.id);
      const seen = await json<Post>('GET', `/api/posts/${post.id}`, who);
      expect(seen.hiddenByModeration).toBe(true);
      const profile = await json<FeedPage>('GET', `/api/profiles/${author.username}/posts`, who);
      expect(profile.posts.find((p) => p.id === post.id)?.hiddenByModeration).toBe(true);
      const found = await json<SearchResults>('GET', '/api/search?q=Galets', who);
      expect(found.posts.map((p) => p.id)).toContain(post.id);
    }
    expect((await json<Post>('GET', `/api/posts/${kept.id}`, other)).hiddenByModeration).toBe(false);

    // Restored: everyone reads it again.
    await setHidden('posts', post.id, false);
    expect(await feedIds()).toContain(post.id);
    expect((await json<Post>('GET', `/api/posts/${post.id}`, other)).hiddenByModeration).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/post/${post.id}` })).body).toContain('Galets brillants');
  });

  it('refuses likes, comments and shares like a missing post', async () => {
    const post = await newPost('Concours de châteaux de sable');
    await setHidden('posts', post.id, true);
    for (const who of [other, author, moderator]) {
      const like = await call('POST', `/api/posts/${post.id}/like`, who);
      expect(like.statusCode).toBe(404);
      expect(like.json()).toMatchObject({ error: { code: 'POST_NOT_FOUND' } });
      const comment = await call('POST', `/api/posts/${post.id}/comments`, who, { content: 'Bravo' });
      expect(comment.statusCode).toBe(404);
      expect((await call('POST', `/api/posts/${post.id}/share`, who)).statusCode).toBe(404);
    }
    expect((await call('POST', `/api/posts/${post.id}/share`)).statusCode).toBe(404);
    const { rows } = await t.app.pool.query('select likes_count, comments_count from posts where id = $1', [post.id]);
    expect(rows[0]).toEqual({ likes_count: 0, comments_count: 0 });
  });
});

describe('a hidden comment', () => {
  it('shows only to its author and moderators', async () => {
    const post = await newPost('Qui a vu le phoque du port ?');
    const res = await call('POST', `/api/posts/${post.id}/comments`, other, { content: 'Moi, ce matin !' });
    expect(res.statusCode).toBe(201);
    const comment = res.json() as { id: string };
    await setHidden('comments', comment.id, true);

    for (const who of [undefined, author]) {
      const page = await json<CommentsPage>('GET', `/api/posts/${post.id}/comments`, who);
      expect(page.comments).toEqual([]);
    }
    for (const who of [other, moderator]) {
      const page = await json<CommentsPage>('GET', `/api/posts/${post.id}/comments`, who);
      expect(page.comments.map((c) => [c.id, c.hiddenByModeration])).toEqual([[comment.id, true]]);
    }
    await setHidden('comments', comment.id, false);
    const page = await json<CommentsPage>('GET', `/api/posts/${post.id}/comments`);
    expect(page.comments.map((c) => [c.id, c.hiddenByModeration])).toEqual([[comment.id, false]]);
  });
});
