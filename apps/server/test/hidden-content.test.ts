import type {
  CommentsPage,
  ConversationSummary,
  FeedPage,
  Message,
  MessagesPage,
  Post,
  ReviewsPage,
  SearchResults,
  StoriesResponse,
} from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { MODULES } from '../src/modules/ordered.ts';
import { feedQuery } from '../src/modules/posts/posts.sql.ts';
import { buildTestApp, caller, type Method, type TestApp } from './helpers.ts';
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

const call = caller(() => t);

/** Sets or clears hidden_at of one row, as the moderators' actions do. */
async function setHidden(table: string, id: string, hidden: boolean): Promise<void> {
  const { rowCount } = await t.app.pool.query(
    `update ${table} set hidden_at = ${hidden ? 'now()' : 'null'} where id = $1`,
    [id],
  );
  expect(rowCount).toBe(1);
  // Straight to the table, past the moderation route that drops what the change affects.
  t.app.sharedResults.clear();
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

describe('a hidden profile', () => {
  it('is not found, followed, searched, featured or listed as a follower but by the resident and moderators', async () => {
    const [hidden] = (await quickResidents(t.app, 1)) as [QuickResident];
    await t.app.pool.query(`update "user" set name = 'Yannick Quéméner', featured = true where id = $1`, [hidden.id]);
    expect((await call('POST', `/api/profiles/${author.username}/follow`, hidden)).statusCode).toBe(200);
    const res = await call('POST', '/api/posts', hidden, { content: 'Brocante dimanche sur le port' });
    const post = res.json() as Post;
    await setHidden('"user"', hidden.id, true);

    for (const who of others()) {
      const page = await call('GET', `/api/profiles/${hidden.username}`, who);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: { code: 'PROFILE_NOT_FOUND' } });
      const found = await json<SearchResults>('GET', '/api/search?q=Quemener', who);
      expect(found.residents).toEqual([]);
      const featured = await json<{ profiles: Array<{ id: string }> }>('GET', '/api/profiles/featured', who);
      expect(featured.profiles.map((p) => p.id)).not.toContain(hidden.id);
      expect((await call('GET', `/api/profiles/${hidden.username}/posts`, who)).statusCode).toBe(404);
      const followed = await json<{ followers: Array<{ id: string }> }>('GET', `/api/profiles/${author.username}`, who);
      expect(followed.followers.map((p) => p.id)).not.toContain(hidden.id);
    }
    const follow = await call('POST', `/api/profiles/${hidden.username}/follow`, other);
    expect(follow.statusCode).toBe(404);
    expect(follow.json()).toMatchObject({ error: { code: 'PROFILE_NOT_FOUND' } });
    const message = await call('POST', '/api/conversations', other, { participantIds: [hidden.id] });
    expect(message.json()).toMatchObject({ error: { code: 'RECIPIENT_NOT_FOUND' } });
    // Decision: their posts stay readable (feed, post page) unless hidden themselves; their page's list goes with the page.
    expect((await call('GET', `/api/posts/${post.id}`, other)).statusCode).toBe(200);

    for (const who of [hidden, moderator]) {
      const page = await json<{ hiddenByModeration: boolean }>('GET', `/api/profiles/${hidden.username}`, who);
      expect(page.hiddenByModeration).toBe(true);
      const posts = await json<FeedPage>('GET', `/api/profiles/${hidden.username}/posts`, who);
      expect(posts.posts.map((p) => p.id)).toEqual([post.id]);
    }
    const found = await json<SearchResults>('GET', '/api/search?q=Quemener', moderator);
    expect(found.residents.map((r) => r.id)).toEqual([hidden.id]);
    expect((await json<{ hiddenByModeration: boolean }>('GET', '/api/profile', hidden)).hiddenByModeration).toBe(true);

    await setHidden('"user"', hidden.id, false);
    expect((await call('GET', `/api/profiles/${hidden.username}`)).statusCode).toBe(200);
    expect((await call('POST', `/api/profiles/${hidden.username}/follow`, other)).statusCode).toBe(200);
  });
});

describe('a hidden story', () => {
  it('leaves the tray and cannot be viewed but by its author and moderators', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into stories (user_id, image_url, expires_at) values ($1, '/uploads/story.webp', now() + interval '1 day')
       returning id`,
      [author.id],
    );
    const storyId = rows[0]!.id;
    await setHidden('stories', storyId, true);
    const trayIds = async (who?: QuickResident) =>
      (await json<StoriesResponse>('GET', '/api/stories', who)).groups.flatMap((g) => g.stories.map((s) => s.id));
    for (const who of others()) expect(await trayIds(who)).not.toContain(storyId);
    expect((await call('POST', `/api/stories/${storyId}/view`, other)).statusCode).toBe(404);
    for (const who of readers()) {
      const tray = await json<StoriesResponse>('GET', '/api/stories', who);
      const story = tray.groups.flatMap((g) => g.stories).find((s) => s.id === storyId);
      expect(story?.hiddenByModeration).toBe(true);
      expect((await call('POST', `/api/stories/${storyId}/view`, who)).statusCode).toBe(204);
    }
    await setHidden('stories', storyId, false);
    expect(await trayIds()).toContain(storyId);
  });
});

describe('a hidden message', () => {
  it('disappears for the other participants, from the thread and the preview', async () => {
    const { conversation } = await json<{ conversation: { id: string } }>('POST', '/api/conversations', author, {
      participantIds: [other.id],
    });
    const send = (content: string) =>
      json<Message>('POST', `/api/conversations/${conversation.id}/messages`, author, {
        content,
        clientId: randomUUID(),
      });
    const first = await send('Rendez-vous à la cale à 18 h');
    const second = await send('Message déplacé');
    await setHidden('messages', second.id, true);

    const thread = await json<MessagesPage>('GET', `/api/conversations/${conversation.id}/messages`, other);
    expect(thread.messages.map((m) => m.id)).toEqual([first.id]);
    const list = await json<{ conversations: ConversationSummary[] }>('GET', '/api/conversations', other);
    expect(list.conversations.find((c) => c.id === conversation.id)?.lastMessage?.id).toBe(first.id);
    expect((await json<{ conversations: number }>('GET', '/api/messages/unread', other)).conversations).toBe(1);

    const mine = await json<MessagesPage>('GET', `/api/conversations/${conversation.id}/messages`, author);
    expect(mine.messages.map((m) => [m.id, m.hiddenByModeration ?? false])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    await setHidden('messages', second.id, false);
    const back = await json<MessagesPage>('GET', `/api/conversations/${conversation.id}/messages`, other);
    expect(back.messages.map((m) => m.id)).toEqual([first.id, second.id]);
  });
});

describe('a hidden group', () => {
  it('is not found, listed, searched or joined but by its admins and moderators', async () => {
    const group = await json<{ id: string }>('POST', '/api/groups', author, { name: 'Les pêcheurs de Kerlouan' });
    await t.app.pool.query('insert into posts (user_id, content, group_id) values ($1, $2, $3)', [
      author.id,
      'Sortie en mer samedi',
      group.id,
    ]);
    await setHidden('groups', group.id, true);
    for (const who of others()) {
      const res = await call('GET', `/api/groups/${group.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'GROUP_NOT_FOUND' } });
      expect((await call('GET', `/api/groups/${group.id}/posts`, who)).statusCode).toBe(404);
      const discover = await json<{ groups: Array<{ id: string }> }>('GET', '/api/groups/discover', who);
      expect(discover.groups.map((g) => g.id)).not.toContain(group.id);
      expect((await json<SearchResults>('GET', '/api/search?q=Kerlouan', who)).groups).toEqual([]);
    }
    expect((await call('POST', `/api/groups/${group.id}/join`, other)).statusCode).toBe(404);
    for (const who of readers()) {
      expect(
        (await json<{ hiddenByModeration: boolean }>('GET', `/api/groups/${group.id}`, who)).hiddenByModeration,
      ).toBe(true);
      expect((await json<FeedPage>('GET', `/api/groups/${group.id}/posts`, who)).posts).toHaveLength(1);
      expect((await json<SearchResults>('GET', '/api/search?q=Kerlouan', who)).groups).toHaveLength(1);
    }
    const mine = await json<{ groups: Array<{ id: string }> }>('GET', '/api/groups/mine', author);
    expect(mine.groups.map((g) => g.id)).toContain(group.id);
    await setHidden('groups', group.id, false);
    expect((await call('POST', `/api/groups/${group.id}/join`, other)).statusCode).toBe(200);
  });
});

describe('a hidden business page', () => {
  it('is not found, listed, searched, followed or reviewed but by its owner and moderators', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into business_pages (name, category, created_by) values ('Crêperie Ty Kouign', 'Restaurant', $1) returning id`,
      [author.id],
    );
    const pageId = rows[0]!.id;
    await setHidden('business_pages', pageId, true);
    for (const who of others()) {
      expect((await call('GET', `/api/business-pages/${pageId}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/business-pages/${pageId}/posts`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/business-pages/${pageId}/photos`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/business-pages/${pageId}/reviews`, who)).statusCode).toBe(404);
      const list = await json<{ pages: Array<{ id: string }> }>('GET', '/api/business-pages', who);
      expect(list.pages.map((p) => p.id)).not.toContain(pageId);
      expect((await json<SearchResults>('GET', '/api/search?q=Kouign', who)).businessPages).toEqual([]);
    }
    expect((await call('POST', `/api/business-pages/${pageId}/follow`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/business-pages/${pageId}/reviews`, other, { rating: 5 })).statusCode).toBe(404);
    for (const who of readers()) {
      const page = await json<{ hiddenByModeration: boolean }>('GET', `/api/business-pages/${pageId}`, who);
      expect(page.hiddenByModeration).toBe(true);
      expect((await call('GET', `/api/business-pages/${pageId}/reviews`, who)).statusCode).toBe(200);
      expect((await json<SearchResults>('GET', '/api/search?q=Kouign', who)).businessPages).toHaveLength(1);
    }
    await setHidden('business_pages', pageId, false);
    expect((await call('POST', `/api/business-pages/${pageId}/follow`, other)).statusCode).toBe(200);
  });
});

describe('a hidden directory business and its reviews', () => {
  it('leave the directory, search, stats and sponsored cards, and hidden reviews leave the list', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into businesses (business_name, owner_name, category, created_by)
       values ('Boulangerie Kerandraon', 'Anne', 'Boulangerie', $1) returning id`,
      [author.id],
    );
    const businessId = rows[0]!.id;
    const review = await json<{ review: { id: string } }>('PUT', `/api/businesses/${businessId}/reviews`, other, {
      rating: 4,
      content: 'Le kouign-amann est parfait',
    });
    const stats = async () => (await json<{ total: number }>('GET', '/api/businesses/stats')).total;
    const before = await stats();

    // A hidden review: out of the list but for moderators, and its author's own (flagged); no answer.
    await setHidden('reviews', review.review.id, true);
    const reviewsOf = (who?: QuickResident) => json<ReviewsPage>('GET', `/api/businesses/${businessId}/reviews`, who);
    for (const who of [undefined, author]) expect((await reviewsOf(who)).reviews).toEqual([]);
    // Its author reads it once, flagged, as their own ("Votre avis"), not again in the list.
    expect((await reviewsOf(other)).reviews).toEqual([]);
    expect((await reviewsOf(other)).mine?.hiddenByModeration).toBe(true);
    expect((await reviewsOf(moderator)).reviews).toHaveLength(1);
    const reply = await call('POST', `/api/businesses/${businessId}/reviews/${review.review.id}/reply`, author, {
      content: 'Merci !',
    });
    expect(reply.statusCode).toBe(404);
    await setHidden('reviews', review.review.id, false);
    expect((await reviewsOf()).reviews).toHaveLength(1);

    await setHidden('businesses', businessId, true);
    for (const who of others()) {
      expect((await call('GET', `/api/businesses/${businessId}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/businesses/${businessId}/reviews`, who)).statusCode).toBe(404);
      const list = await json<{ businesses: Array<{ id: string }> }>('GET', '/api/businesses?order=directory', who);
      expect(list.businesses.map((b) => b.id)).not.toContain(businessId);
      expect((await json<SearchResults>('GET', '/api/search?q=Kerandraon', who)).businesses).toEqual([]);
    }
    expect(await stats()).toBe(before - 1);
    expect((await call('PUT', `/api/businesses/${businessId}/reviews`, moderator, { rating: 2 })).statusCode).toBe(404);
    for (const who of readers()) {
      const seen = await json<{ hiddenByModeration: boolean }>('GET', `/api/businesses/${businessId}`, who);
      expect(seen.hiddenByModeration).toBe(true);
      expect((await json<SearchResults>('GET', '/api/search?q=Kerandraon', who)).businesses).toHaveLength(1);
    }

    // A sponsored card naming it leaves the feed's cards.
    await t.app.pool.query(`insert into promotions (kind, content, position) values ('sponsored_business', $1, 0)`, [
      {
        name: 'Boulangerie Kerandraon',
        tagline: 'Pain au levain',
        images: ['/uploads/kerandraon.webp'],
        description: 'Depuis 1950',
        highlights: [],
        address: 'Port',
        phone: '02 98 00 00 00',
        socialHandle: '@kerandraon',
        hours: '7h-19h',
        specialties: [],
        rating: 5,
        reviews: 1,
        videoUrl: null,
      },
    ]);
    const cards = async () =>
      (await json<{ promotions: Array<{ content: { name?: string } }> }>('GET', '/api/promotions')).promotions.map(
        (p) => p.content.name,
      );
    expect(await cards()).not.toContain('Boulangerie Kerandraon');
    await setHidden('businesses', businessId, false);
    expect(await cards()).toContain('Boulangerie Kerandraon');
    expect(await stats()).toBe(before);
  });
});

describe('a hidden event', () => {
  it('leaves the list, the calendars and bookmarks, and takes no participant, but for its organiser and moderators', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const event = await json<{ id: string }>('POST', '/api/events', author, {
      title: 'Brocante du quai Kerhostin',
      date,
      time: '09:00',
      location: 'Quai',
      category: 'Culture',
    });
    await setHidden('events', event.id, true);
    for (const who of others()) {
      expect((await call('GET', `/api/events/${event.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/events/${event.id}/ics`, who)).statusCode).toBe(404);
      const list = await json<{ events: Array<{ id: string }> }>('GET', '/api/events?limit=50', who);
      expect(list.events.map((e) => e.id)).not.toContain(event.id);
      expect((await call('GET', '/api/events/town.ics', who)).body).not.toContain('Kerhostin');
    }
    expect((await call('POST', `/api/events/${event.id}/participation`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved/event/${event.id}`, other)).statusCode).toBe(404);
    for (const who of readers()) {
      expect((await json<{ hidden: boolean }>('GET', `/api/events/${event.id}`, who)).hidden).toBe(true);
    }
    await setHidden('events', event.id, false);
    expect((await call('POST', `/api/events/${event.id}/participation`, other)).statusCode).toBe(200);
  });
});

describe('the feed with the rule', () => {
  it('still reads posts_created_at_id_idx for visitors, residents and moderators', async () => {
    await t.app.pool.query(
      `insert into posts (user_id, content, created_at)
       select $1, 'Publication ' || i, now() - make_interval(secs => i) from generate_series(1, 5000) i`,
      [other.id],
    );
    await t.app.pool.query('analyze posts');
    const plans = [
      [feedQuery({ viewer: false, after: false }, t.app.visibility), [21]],
      [feedQuery({ viewer: true, after: false }, t.app.visibility), [21, author.id]],
      [
        feedQuery({ viewer: true, moderator: true, after: true }, t.app.visibility),
        [21, moderator.id, new Date().toISOString(), randomUUID()],
      ],
    ] as const;
    for (const [query, values] of plans) {
      const { rows } = await t.app.pool.query<{ 'QUERY PLAN': string }>(`explain ${query.text}`, [...values]);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, plan).toContain('posts_created_at_id_idx');
      expect(plan).not.toMatch(/Seq Scan on posts/);
    }
  });
});

describe('the owner rules', () => {
  // A second app in the same process, on the same database, whose posts module lets only moderators
  // read a hidden post: each app reads with its own modules' rules, whichever was built last.
  let strict: FastifyInstance;
  beforeAll(async () => {
    const modules = MODULES.map((m) =>
      m.name === 'posts'
        ? { ...m, hides: m.hides?.map((h) => (h.kind === 'post' ? { ...h, owner: () => 'false' } : h)) }
        : m,
    );
    strict = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false, modules });
    await strict.ready();
  });
  afterAll(async () => strict?.close());
  const callStrict = caller(() => ({ ...t, app: strict }));

  it('are each app’s own: a second app with another rule leaves the first one’s alone', async () => {
    const post = await newPost('Bouée jaune retrouvée');
    await setHidden('posts', post.id, true);
    expect((await call('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(200);
    expect((await callStrict('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(404);
    expect((await callStrict('GET', `/api/posts/${post.id}`, moderator)).statusCode).toBe(200);
  });
});
