import type { CommentsPage, FeedPage, Post, SavedPage } from '@portmarin/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { listPlacePosts } from './place-posts.ts';

/** Posts written in a group or on a business page: who may write them, and who reads them where. */

let t: TestApp;
let member: QuickResident;
let outsider: QuickResident;
let shopkeeper: QuickResident;
let publicGroup: string;
let privateGroup: string;
let page: string;
/** A built app page, so that /post/:id answers its share tags. */
let webDir: string;

const call = caller(() => t);

async function publish(who: QuickResident, payload: object): Promise<Post> {
  const res = await call('POST', '/api/posts', who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Post;
}

async function insertGroup(name: string, isPrivate: boolean): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    'insert into groups (name, is_private, created_by, members_count) values ($1, $2, $3, 1) returning id',
    [name, isPrivate, member.id],
  );
  await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'admin')`, [
    rows[0]!.id,
    member.id,
  ]);
  return rows[0]!.id;
}

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>PortMarin</title></head><body></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  [member, outsider, shopkeeper] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  publicGroup = await insertGroup('Randonnée du littoral', false);
  privateGroup = await insertGroup('Conseil de quartier', true);
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into business_pages (name, created_by) values ('Café du Port', $1) returning id`,
    [shopkeeper.id],
  );
  page = rows[0]!.id;
});

afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('writing in a group or on a page', () => {
  it('lets a member post in their group and refuses anyone else', async () => {
    await publish(member, { content: 'Sortie dimanche', groupId: publicGroup });
    const refused = await call('POST', '/api/posts', outsider, { content: 'Moi aussi', groupId: publicGroup });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'GROUP_MEMBERS_ONLY', message: 'Rejoignez le groupe pour y publier.' },
    });
  });

  it('lets only the page owner post on a business page', async () => {
    await publish(shopkeeper, { content: 'Nouveau menu', businessPageId: page });
    const refused = await call('POST', '/api/posts', member, { content: 'Bonjour', businessPageId: page });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PAGE_OWNER_ONLY');
  });

  it('answers 404 for an unknown place and 400 for both places at once', async () => {
    const unknown = await call('POST', '/api/posts', member, {
      content: 'Perdu',
      groupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const both = await call('POST', '/api/posts', shopkeeper, {
      content: 'Deux',
      groupId: publicGroup,
      businessPageId: page,
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('reading posts of places', () => {
  it('keeps group and page posts out of the feed and the profile, and lists them on their place', async () => {
    const inGroup = await publish(member, { content: 'Réservé au groupe', groupId: publicGroup });
    const onPage = await publish(shopkeeper, { content: 'Réservé à la page', businessPageId: page });
    const inFeed = await publish(member, { content: 'Pour tout le monde' });

    const feed = (await call('GET', '/api/feed?limit=50', outsider)).json() as FeedPage;
    const ids = feed.posts.map((p) => p.id);
    expect(ids).toContain(inFeed.id);
    expect(ids).not.toContain(inGroup.id);
    expect(ids).not.toContain(onPage.id);

    const profile = (await call('GET', `/api/profiles/${member.username}/posts`, outsider)).json() as FeedPage;
    expect(profile.posts.map((p) => p.content)).toEqual([inFeed.content]);

    const groupPosts = await listPlacePosts(
      t.app.pool,
      t.app.visibility,
      null,
      { groupId: publicGroup },
      { limit: 20 },
    );
    expect(groupPosts.posts.map((p) => p.content)).toContain('Réservé au groupe');
    const pagePosts = await listPlacePosts(
      t.app.pool,
      t.app.visibility,
      { id: outsider.id, role: 'user' },
      { businessPageId: page },
      { limit: 20 },
    );
    expect(pagePosts.posts.map((p) => p.content)).toEqual(['Réservé à la page', 'Nouveau menu']);
  });

  it("hides a private group's post from non-members and visitors, everywhere it can be reached", async () => {
    const secret = await publish(member, { content: 'Ordre du jour', groupId: privateGroup });
    expect((await call('GET', `/api/posts/${secret.id}`, member)).statusCode).toBe(200);
    const comment = await call('POST', `/api/posts/${secret.id}/comments`, member, { content: 'Vu' });
    expect(comment.statusCode).toBe(201);

    for (const who of [outsider, undefined]) {
      expect((await call('GET', `/api/posts/${secret.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/posts/${secret.id}/comments`, who)).statusCode).toBe(404);
      expect((await call('POST', `/api/posts/${secret.id}/share`, who)).statusCode).toBe(404);
    }
    expect((await call('POST', `/api/posts/${secret.id}/like`, outsider)).statusCode).toBe(404);
    expect((await call('POST', `/api/posts/${secret.id}/comments`, outsider, { content: 'Hop' })).statusCode).toBe(404);

    const { rows } = await t.app.pool.query<{ likes_count: number; comments_count: number; shares_count: number }>(
      'select likes_count, comments_count, shares_count from posts where id = $1',
      [secret.id],
    );
    expect(rows[0]).toEqual({ likes_count: 0, comments_count: 1, shares_count: 0 });
    const comments = (await call('GET', `/api/posts/${secret.id}/comments`, member)).json() as CommentsPage;
    expect(comments.comments.map((c) => c.content)).toEqual(['Vu']);
  });
});

describe('a business page speaks as the business', () => {
  it("signs a page's post by the page wherever it is read, and leaves it to its owner to edit", async () => {
    const onPage = await publish(shopkeeper, { content: 'Arrivage de homards bleus ce matin !', businessPageId: page });
    const signed = { id: page, name: 'Café du Port', logoUrl: null };
    expect(onPage.page).toEqual(signed);
    expect(onPage.author.id).toBe(shopkeeper.id);

    expect(((await call('GET', `/api/posts/${onPage.id}`, outsider)).json() as Post).page).toEqual(signed);
    const list = (await call('GET', `/api/business-pages/${page}/posts`, undefined)).json() as FeedPage;
    expect(list.posts.find((p) => p.id === onPage.id)?.page).toEqual(signed);
    const found = (
      await call('GET', `/api/business-pages/${page}/posts/search?q=homards`, outsider)
    ).json() as FeedPage;
    expect(found.posts.map((p) => p.page)).toEqual([signed]);
    expect((await call('PUT', `/api/saved/post/${onPage.id}`, outsider)).statusCode).toBe(200);
    const saved = (await call('GET', '/api/saved', outsider)).json() as SavedPage;
    const item = saved.items.find((i) => i.kind === 'post' && i.post.id === onPage.id);
    expect(item?.kind === 'post' && item.post.page).toEqual(signed);

    // A link to it previews the page's name, not its owner's.
    const shared = await t.app.inject({ method: 'GET', url: `/post/${onPage.id}` });
    expect(shared.body).toContain('Publication de Café du Port');

    // A post of the feed keeps its author; the owner alone still edits the page's post.
    expect((await publish(member, { content: 'Bonjour' })).page).toBeNull();
    expect((await call('PATCH', `/api/posts/${onPage.id}`, outsider, { content: 'Pirate' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/posts/${onPage.id}`, shopkeeper, { content: 'Homards vendus' })).statusCode).toBe(
      200,
    );
  });
});
