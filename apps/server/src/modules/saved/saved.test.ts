import type { Post, SavedPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { MODULES } from '../ordered.ts';
import { savedParts } from './saved.service.ts';

let t: TestApp;
let alice: QuickResident;
let bob: QuickResident;
let carol: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, carol, moderator] = (await quickResidents(t.app, 4)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);
const save = (who: QuickResident | undefined, kind: string, id: string) => call('PUT', `/api/saved/${kind}/${id}`, who);
const unsave = (who: QuickResident | undefined, kind: string, id: string) =>
  call('DELETE', `/api/saved/${kind}/${id}`, who);

async function list(who: QuickResident, query = ''): Promise<SavedPage> {
  const res = await call('GET', `/api/saved${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedPage;
}

/** The targets of each card: "kind:id", newest saved first (a card holds its target under one key). */
const keys = (page: SavedPage) =>
  page.items.map(({ kind, savedAt: _, ...card }) => `${kind}:${(Object.values(card)[0] as { id: string }).id}`);

async function insert(sqlText: string, values: unknown[]): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(sqlText, values);
  return rows[0]!.id;
}

const newPost = (who: QuickResident, extra: { video?: boolean; groupId?: string } = {}) =>
  insert(`insert into posts (user_id, content, video_url, group_id) values ($1, $2, $3, $4) returning id`, [
    who.id,
    `Coucher de soleil sur le port ${Math.random()}`,
    extra.video ? 'https://videos.example/port.mp4' : null,
    extra.groupId ?? null,
  ]);
const newEvent = (who: QuickResident) =>
  insert(
    `insert into events (title, starts_at, location, category, organizer_id, image_url)
     values ('Fest-noz du port', now() + interval '3 days', 'Quai des Pêcheurs', 'Musique', $1, '/uploads/fest.webp') returning id`,
    [who.id],
  );
const newListing = (who: QuickResident, status = 'active') =>
  insert(
    `insert into marketplace_listings (seller_id, title, price_cents, price_period, category, condition, location, status)
     values ($1, 'Vélo de ville', 8000, 'unique', 'Loisirs', 'Bon état', 'Centre-ville', $2) returning id`,
    [who.id, status],
  );
const newPage = (who: QuickResident) =>
  insert(
    `insert into business_pages (name, category, cover_url, created_by) values ('La Crêperie du Môle', 'Restaurant', '/uploads/c.webp', $1) returning id`,
    [who.id],
  );
const hide = (table: string, id: string) =>
  t.app.pool.query(`update ${table} set hidden_at = now() where id = $1`, [id]);

describe('saving and unsaving', () => {
  it('saves each kind idempotently and lists them newest saved first, with what each card needs', async () => {
    const post = await newPost(bob);
    const event = await newEvent(bob);
    const listing = await newListing(bob);
    const page = await newPage(bob);
    for (const [kind, id] of [
      ['post', post],
      ['event', event],
      ['listing', listing],
      ['business-page', page],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await save(carol, kind, id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ saved: true });
      }
    }
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from saved_items where user_id = $1',
      [carol.id],
    );
    expect(rows[0]!.n).toBe(4);

    const all = await list(carol);
    expect(keys(all)).toEqual([`business-page:${page}`, `listing:${listing}`, `event:${event}`, `post:${post}`]);
    const [pageItem, listingItem, eventItem, postItem] = all.items;
    expect(pageItem).toMatchObject({
      businessPage: { name: 'La Crêperie du Môle', category: 'Restaurant', coverUrl: '/uploads/c.webp' },
    });
    expect(listingItem).toMatchObject({
      listing: { title: 'Vélo de ville', priceCents: 8000, pricePeriod: 'unique', imageUrl: null, status: 'active' },
    });
    expect(eventItem).toMatchObject({
      event: {
        title: 'Fest-noz du port',
        location: 'Quai des Pêcheurs',
        imageUrl: '/uploads/fest.webp',
        cancelled: false,
      },
    });
    expect(postItem?.kind === 'post' && postItem.post).toMatchObject({
      id: post,
      savedByMe: true,
      likedByMe: false,
      author: { id: bob.id },
    });
  });

  it('unsaves idempotently, and the card is gone', async () => {
    const post = await newPost(bob);
    await save(carol, 'post', post);
    expect(keys(await list(carol))).toContain(`post:${post}`);
    for (let i = 0; i < 2; i++) {
      const res = await unsave(carol, 'post', post);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: false });
    }
    expect(keys(await list(carol))).not.toContain(`post:${post}`);
  });

  it('answers 404 for a target that does not exist or that the resident may not read', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const kind of ['post', 'event', 'listing', 'business-page']) {
      expect((await save(alice, kind, missing)).statusCode).toBe(404);
    }
    const hiddenPost = await newPost(bob);
    await hide('posts', hiddenPost);
    const hiddenEvent = await newEvent(bob);
    await hide('events', hiddenEvent);
    const hiddenListing = await newListing(bob);
    await hide('marketplace_listings', hiddenListing);
    const hiddenPage = await newPage(bob);
    await hide('business_pages', hiddenPage);
    const group = await insert(
      `insert into groups (name, is_private, created_by) values ('Conseil de quartier', true, $1) returning id`,
      [bob.id],
    );
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'admin')`, [
      group,
      bob.id,
    ]);
    const privatePost = await newPost(bob, { groupId: group });

    const refused = [
      ['post', hiddenPost, 'POST_NOT_FOUND'],
      ['post', privatePost, 'POST_NOT_FOUND'],
      ['event', hiddenEvent, 'EVENT_NOT_FOUND'],
      ['listing', hiddenListing, 'LISTING_NOT_FOUND'],
      ['business-page', hiddenPage, 'BUSINESS_PAGE_NOT_FOUND'],
    ] as const;
    for (const [kind, id, code] of refused) {
      const res = await save(alice, kind, id);
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
      expect(res.json().error.code).toBe(code);
    }
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from saved_items where user_id = $1',
      [alice.id],
    );
    expect(rows[0]!.n).toBe(0);

    // Their owners (and a member of the group) may: they can read them.
    for (const [kind, id] of refused) expect((await save(bob, kind, id)).statusCode, `${kind}`).toBe(200);
    expect((await save(moderator, 'post', hiddenPost)).statusCode).toBe(200);

    // A withdrawn listing still has its page (marked): it can be saved.
    expect((await save(alice, 'listing', await newListing(bob, 'inactive'))).statusCode).toBe(200);
  });

  it('refuses visitors (401) and bad input (400), never a 500', async () => {
    const post = await newPost(bob);
    expect((await save(undefined, 'post', post)).statusCode).toBe(401);
    expect((await unsave(undefined, 'post', post)).statusCode).toBe(401);
    expect((await call('GET', '/api/saved')).statusCode).toBe(401);
    expect((await call('GET', `/api/saved/ids?kind=post&ids=${post}`)).statusCode).toBe(401);

    const bad = [
      ['PUT', `/api/saved/article/${post}`],
      ['PUT', '/api/saved/post/not-a-uuid'],
      ['PUT', `/api/saved/post/${'9'.repeat(5000)}`],
      ['DELETE', '/api/saved/post/%00'],
      ['GET', '/api/saved?tab=recipes'],
      ['GET', '/api/saved?limit=0'],
      ['GET', '/api/saved?limit=abc'],
      ['GET', '/api/saved?cursor=bm9wZQ'],
      ['GET', `/api/saved?cursor=${'a'.repeat(500)}`],
      ['GET', '/api/saved/ids?kind=post'],
      ['GET', '/api/saved/ids?kind=post&ids=x'],
      ['GET', `/api/saved/ids?kind=post&ids=${Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')}`],
      ['GET', `/api/saved/ids?kind=nope&ids=${post}`],
    ] as const;
    for (const [method, url] of bad) {
      const res = await call(method, url, alice);
      expect(res.statusCode, `${method} ${url.slice(0, 80)}`).toBe(400);
    }
  });
});

describe('bookmarks are per resident', () => {
  it("never shows A's saves to B, and B's delete leaves A's bookmark", async () => {
    const post = await newPost(carol);
    const event = await newEvent(carol);
    expect((await save(alice, 'post', post)).statusCode).toBe(200);
    expect((await save(alice, 'event', event)).statusCode).toBe(200);

    expect(keys(await list(bob))).not.toContain(`post:${post}`);
    const idsForBob = await call('GET', `/api/saved/ids?kind=post&ids=${post}`, bob);
    expect(idsForBob.json()).toEqual({ ids: [] });
    const feedForBob = (await call('GET', `/api/posts/${post}`, bob)).json() as Post;
    expect(feedForBob.savedByMe).toBe(false);

    expect((await unsave(bob, 'post', post)).statusCode).toBe(200);
    expect((await unsave(bob, 'event', event)).statusCode).toBe(200);
    expect(keys(await list(alice))).toEqual(expect.arrayContaining([`post:${post}`, `event:${event}`]));

    const ids = await call('GET', `/api/saved/ids?kind=post&ids=${post},${crypto.randomUUID()},${post}`, alice);
    expect(ids.json()).toEqual({ ids: [post] });
    expect(((await call('GET', `/api/posts/${post}`, alice)).json() as Post).savedByMe).toBe(true);
  });
});

describe('tabs, paging and visibility of the list', () => {
  it('puts saved posts under posts, those with a video under videos too, events under events', async () => {
    const [who] = (await quickResidents(t.app, 1)) as [QuickResident];
    const text = await newPost(bob);
    const video = await newPost(bob, { video: true });
    const event = await newEvent(bob);
    const page = await newPage(bob);
    for (const [kind, id] of [
      ['post', text],
      ['post', video],
      ['event', event],
      ['business-page', page],
    ] as const) {
      await save(who, kind, id);
    }
    expect(keys(await list(who, '?tab=all'))).toHaveLength(4);
    expect(keys(await list(who, '?tab=posts'))).toEqual([`post:${video}`, `post:${text}`]);
    expect(keys(await list(who, '?tab=videos'))).toEqual([`post:${video}`]);
    expect(keys(await list(who, '?tab=events'))).toEqual([`event:${event}`]);
  });

  it('pages with a cursor, nothing repeated or skipped, even with equal save times', async () => {
    const [who] = (await quickResidents(t.app, 1)) as [QuickResident];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await newPost(bob));
    for (const id of ids) await save(who, 'post', id);
    await t.app.pool.query(`update saved_items set created_at = '2026-01-01T10:00:00Z' where user_id = $1`, [who.id]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const pageOfItems = await list(who, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...keys(pageOfItems));
      cursor = pageOfItems.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(ids.map((id) => `post:${id}`)));
  });

  it('leaves out what became hidden to the resident, brings it back once restored, drops deleted targets', async () => {
    const [who] = (await quickResidents(t.app, 1)) as [QuickResident];
    const post = await newPost(bob);
    const listing = await newListing(bob);
    const page = await newPage(bob);
    const deleted = await newEvent(bob);
    for (const [kind, id] of [
      ['post', post],
      ['listing', listing],
      ['business-page', page],
      ['event', deleted],
    ] as const) {
      expect((await save(who, kind, id)).statusCode).toBe(200);
    }
    await hide('posts', post);
    await hide('marketplace_listings', listing);
    await hide('business_pages', page);
    await t.app.pool.query('delete from events where id = $1', [deleted]);
    expect(keys(await list(who))).toEqual([]);

    await t.app.pool.query('update posts set hidden_at = null where id = $1', [post]);
    await t.app.pool.query(`update marketplace_listings set hidden_at = null, status = 'sold' where id = $1`, [
      listing,
    ]);
    const back = await list(who);
    expect(keys(back)).toEqual([`listing:${listing}`, `post:${post}`]);
    expect(back.items[0]).toMatchObject({ listing: { status: 'sold' } });
  });

  it("leaves out a private group's post once the resident left the group", async () => {
    const [member] = (await quickResidents(t.app, 1)) as [QuickResident];
    const group = await insert(
      `insert into groups (name, is_private, created_by) values ('Voile', true, $1) returning id`,
      [bob.id],
    );
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'member')`, [
      group,
      member.id,
    ]);
    const post = await newPost(bob, { groupId: group });
    expect((await save(member, 'post', post)).statusCode).toBe(200);
    expect(keys(await list(member))).toEqual([`post:${post}`]);
    await t.app.pool.query('delete from group_members where group_id = $1 and user_id = $2', [group, member.id]);
    expect(keys(await list(member))).toEqual([]);
  });
});

describe('a deleted target takes its bookmarks along', () => {
  const bookmarks = async (who: QuickResident) =>
    (await t.app.pool.query<{ n: number }>('select count(*)::int as n from saved_items where user_id = $1', [who.id]))
      .rows[0]!.n;

  it('deletes the bookmarks of a deleted post, and only its own', async () => {
    const [who] = (await quickResidents(t.app, 1)) as [QuickResident];
    const [gone, kept] = [await newPost(bob), await newPost(bob)];
    expect((await save(who, 'post', gone)).statusCode).toBe(200);
    expect((await save(who, 'post', kept)).statusCode).toBe(200);
    await t.app.pool.query('delete from posts where id = $1', [gone]);
    expect(await bookmarks(who)).toBe(1);
    expect(keys(await list(who))).toEqual([`post:${kept}`]);
  });

  // Every kind's trigger is the post's with its own table and kind: each declared kind is checked to have it.
  for (const { kind, table } of savedParts(MODULES).values()) {
    it(`deletes the bookmarks of a deleted ${kind} (${table}), and only its kind's`, async () => {
      const { rows } = await t.app.pool.query<{ source: string }>(
        `select p.prosrc as source from pg_trigger g join pg_proc p on p.oid = g.tgfoid
          where g.tgrelid = $1::regclass and not g.tgisinternal and p.proname = $2`,
        [table, `saved_items_forget_${table}`],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.source).toContain(`where s.kind = '${kind}' and s.target_id = o.id`);
    });
  }
});

describe('the savable kinds come from the modules', () => {
  it('refuses a kind declared twice', () => {
    const events = MODULES.find((m) => m.name === 'events')!;
    const twice: AppModule = { name: 'twice', saved: events.saved };
    expect(() => savedParts([...MODULES, twice])).toThrow("the saved kind 'event' is declared twice");
  });

  it('refuses a saved kind no module declares', () => {
    const without = MODULES.map((m) => (m.name === 'events' ? { ...m, saved: [] } : m));
    expect(() => savedParts(without)).toThrow('no module declares the saved kind event');
  });
});
