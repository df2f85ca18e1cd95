import type { Post } from '@portmarin/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { caller, isEvent, openLive, type LiveClient } from '../../../test/realtime-client.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

// A group's or a page's new post reaches the sockets of those who read it, and only theirs (issue 28).

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof caller>;
let author: QuickResident;
let member: QuickResident;
let outsider: QuickResident;
let shopkeeper: QuickResident;
let follower: QuickResident;
let privateGroup: string;
let page: string;
const live: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [author, member, outsider, shopkeeper, follower] = (await quickResidents(t.app, 5)) as QuickResident[] as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into groups (name, is_private, created_by, members_count) values ('Conseil de quartier', true, $1, 2)
     returning id`,
    [author.id],
  );
  privateGroup = rows[0]!.id;
  await t.app.pool.query(
    `insert into group_members (group_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'member')`,
    [privateGroup, author.id, member.id],
  );
  const pages = await t.app.pool.query<{ id: string }>(
    `insert into business_pages (name, created_by) values ('Café du Port', $1) returning id`,
    [shopkeeper.id],
  );
  page = pages.rows[0]!.id;
  expect((await call('POST', `/api/business-pages/${page}/follow`, follower.cookie)).statusCode).toBe(200);
});
afterEach(async () => {
  await Promise.all(live.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

async function connect(r: QuickResident): Promise<LiveClient> {
  const client = await openLive(t.app, baseUrl, r.cookie, r.id);
  live.push(client);
  return client;
}

async function publish(who: QuickResident, payload: object): Promise<Post> {
  const res = await call('POST', '/api/posts', who.cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Post;
}

describe('a new post in a place, live', () => {
  it("reaches a private group's members, never a non-member's socket", async () => {
    const [memberTab, outsiderTab] = [await connect(member), await connect(outsider)];
    const post = await publish(author, { content: 'Réunion jeudi à la mairie', groupId: privateGroup });
    const event = await memberTab.waitFor(isEvent('place.post', (e) => e.postId === post.id));
    expect(event).toEqual({ type: 'place.post', groupId: privateGroup, businessPageId: null, postId: post.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(outsiderTab.events.filter((e) => e.type === 'place.post')).toEqual([]);
  });

  it("reaches a page's followers", async () => {
    const [followerTab, outsiderTab] = [await connect(follower), await connect(outsider)];
    const post = await publish(shopkeeper, { content: 'Arrivage de homards bleus ce matin !', businessPageId: page });
    const event = await followerTab.waitFor(isEvent('place.post', (e) => e.postId === post.id));
    expect(event).toMatchObject({ groupId: null, businessPageId: page });
    await new Promise((r) => setTimeout(r, 200));
    expect(outsiderTab.events.filter((e) => e.type === 'place.post')).toEqual([]);
  });
});
