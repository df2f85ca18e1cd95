import { FEED_PAGE_SIZE, type FeedPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reader } from '../../db/visibility.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { like, post, promote, residents } from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { asReader, hidePost, queriesDuring } from '../../../test/shared-pages.ts';
import { listPlacePosts, type PostPlace } from './place-posts.ts';

/** A group's and a business page's first page of posts, shared per audience and instance (decision 0099). */

let t: TestApp;
const call = caller(() => t);

let member: QuickResident;
let liker: QuickResident;
let ownHidden: QuickResident;
let outsider: QuickResident;
let moderator: QuickResident;
let shopkeeper: QuickResident;
let group: string;
let privateGroup: string;
let page: string;
let hiddenId: string;

const url = (place: PostPlace) =>
  'groupId' in place ? `/api/groups/${place.groupId}/posts` : `/api/business-pages/${place.businessPageId}/posts`;

/** The answer computed without the shared result: the place's one query for this reader. */
async function uncached(reader: Reader, place: PostPlace): Promise<FeedPage> {
  return listPlacePosts(t.app.pool, t.app.visibility, reader, place, { limit: FEED_PAGE_SIZE });
}

async function read(who: QuickResident | null, place: PostPlace): Promise<FeedPage> {
  const res = await call('GET', url(place), who ?? undefined);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FeedPage;
}

/** The names of the place statements run while `fn` runs: the shared page's, and the reader's own. */
const placeQueriesDuring = (fn: () => Promise<unknown>) => queriesDuring(t.app.pool, 'place-posts-', fn);

async function join(who: QuickResident, groupId: string): Promise<void> {
  await t.app.pool.query(`insert into group_members (group_id, user_id) values ($1, $2)`, [groupId, who.id]);
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
  t = await buildTestApp();
  [member, liker, ownHidden, outsider, moderator, shopkeeper] = (await residents(t.app, 6)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await promote(t.app, moderator, 'moderator');
  group = await insertGroup('Randonnée du littoral', false);
  privateGroup = await insertGroup('Conseil de quartier', true);
  for (const who of [liker, ownHidden]) await join(who, group);
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into business_pages (name, created_by) values ('Café du Port', $1) returning id`,
    [shopkeeper.id],
  );
  page = rows[0]!.id;
  // More posts than a page: the page has a next one, and rows after it.
  const older = [];
  for (let i = 0; i < FEED_PAGE_SIZE + 3; i++) {
    older.push(await post(t.app, member, { groupId: group, minutesAgo: 100 + i }));
    await post(t.app, shopkeeper, { businessPageId: page, minutesAgo: 100 + i });
  }
  await post(t.app, member, { groupId: privateGroup, content: 'Ordre du jour du conseil' });
  const hidden = await post(t.app, ownHidden, { groupId: group, minutesAgo: 3 });
  hiddenId = hidden.id;
  await hidePost(call, moderator, hidden.id);
  await like(t.app, liker, older[1]!.id);
  expect((await call('PUT', `/api/saved/post/${older[2]!.id}`, liker)).statusCode).toBeLessThan(300);
});
afterAll(async () => {
  await t?.close();
});

describe('a place’s first page of posts shared per instance', () => {
  it('answers every reader what their own query answers, twice in a row', async () => {
    const readers: Array<[QuickResident | null, Reader]> = [
      [null, null],
      [member, asReader(member)],
      [liker, asReader(liker)],
      [ownHidden, asReader(ownHidden)],
      [moderator, asReader(moderator, 'moderator')],
    ];
    for (const place of [{ groupId: group }, { businessPageId: page }] as PostPlace[]) {
      for (const [who, reader] of readers) {
        const expected = await uncached(reader, place);
        expect(await read(who, place)).toEqual(expected);
        expect(await read(who, place)).toEqual(expected);
      }
    }
    const own = await read(ownHidden, { groupId: group });
    expect(own.posts[0]).toMatchObject({ id: hiddenId, hiddenByModeration: true });
    expect((await read(liker, { groupId: group })).posts.map((p) => p.id)).not.toContain(hiddenId);
  });

  it('reads the page once for an audience, then only the reader’s own part once', async () => {
    t.app.sharedResults.clear();
    const place = { groupId: group };
    expect(await placeQueriesDuring(() => read(liker, place))).toEqual([
      'place-posts-shared-group_id-resident',
      'place-posts-reader-group_id',
    ]);
    expect(await placeQueriesDuring(() => read(member, place))).toEqual(['place-posts-reader-group_id']);
    expect(await placeQueriesDuring(() => read(liker, place))).toEqual([]);
  });

  it('keeps a private group’s posts to its members', async () => {
    expect((await read(member, { groupId: privateGroup })).posts).toHaveLength(1);
    for (const who of [outsider, null]) {
      const res = await call('GET', url({ groupId: privateGroup }), who ?? undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('GROUP_PRIVATE');
    }
  });
});

describe('the shared page dropped by the writes it shows', () => {
  it('shows a new post of the group on the next request', async () => {
    await read(member, { groupId: group });
    const fresh = await call('POST', '/api/posts', member, { content: 'Sortie dimanche', groupId: group });
    expect(fresh.statusCode).toBe(201);
    expect((await read(member, { groupId: group })).posts[0]!.id).toBe(fresh.json().id);
  });

  it('shows a resident their own like, and everyone its count, on the next request', async () => {
    const place = { groupId: group };
    const target = (await read(liker, place)).posts.find((p) => !p.likedByMe)!;
    expect((await call('POST', `/api/posts/${target.id}/like`, liker)).statusCode).toBeLessThan(300);
    expect((await read(liker, place)).posts.find((p) => p.id === target.id)).toMatchObject({
      likedByMe: true,
      likesCount: target.likesCount + 1,
    });
    expect((await read(null, place)).posts.find((p) => p.id === target.id)?.likesCount).toBe(target.likesCount + 1);
  });

  it('signs the page’s posts with its new name on the next request', async () => {
    const place = { businessPageId: page };
    expect((await read(null, place)).posts[0]!.page?.name).toBe('Café du Port');
    const res = await call('PATCH', `/api/business-pages/${page}`, shopkeeper, { name: 'Café de la Criée' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(null, place)).posts[0]!.page?.name).toBe('Café de la Criée');
  });
});
