import {
  CURSOR_MESSAGE,
  type FeedPage,
  type GroupDetail,
  type GroupMembersPage,
  type GroupRequestsPage,
  type GroupsPage,
  type NotificationsPage,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busSettled, buildTestApp, caller, forgedCursor, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { canDeleteGroup, canLeaveGroup, canManageGroup, canReadGroup } from './groups.policy.ts';
import { personCursor } from './groups.service.ts';

let t: TestApp;
let founder: QuickResident;
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await make.residents(t.app, 4);
  [founder, alice, bob, moderator] = residents as [QuickResident, QuickResident, QuickResident, QuickResident];
  await make.promote(t.app, moderator, 'moderator');
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function create(who: QuickResident, body: object): Promise<GroupDetail> {
  const res = await call('POST', '/api/groups', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GroupDetail;
}

async function exactCount(groupId: string): Promise<{ counted: number; rows: number }> {
  const { rows } = await t.app.pool.query<{ counted: number; rows: number }>(
    `select g.members_count as counted, (select count(*) from group_members m where m.group_id = g.id)::int as rows
     from groups g where g.id = $1`,
    [groupId],
  );
  return rows[0]!;
}

const groupPost = (groupId: string, userId: string, content: string) =>
  make.post(t.app, { id: userId }, { groupId, content });

describe('creating a group', () => {
  it('makes the creator its admin and first member, name trimmed', async () => {
    const group = await create(founder, {
      name: '  Randonneurs du littoral  ',
      description: 'Sorties sur le sentier côtier',
      category: 'Sport',
      isPrivate: false,
    });
    expect(group).toMatchObject({
      name: 'Randonneurs du littoral',
      category: 'Sport',
      isPrivate: false,
      membersCount: 1,
      role: 'admin',
      isAdmin: true,
      canRead: true,
      canDelete: true,
    });
    expect(await exactCount(group.id)).toEqual({ counted: 1, rows: 1 });
    const mine = (await call('GET', '/api/groups/mine', founder)).json() as GroupsPage;
    expect(mine.groups.find((g) => g.id === group.id)).toMatchObject({ isAdmin: true, role: 'admin' });
  });

  it('refuses a blank name with the spec message (400), and unknown categories', async () => {
    const blank = await call('POST', '/api/groups', founder, { name: '   ', isPrivate: false });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Le nom du groupe est requis');
    const category = await call('POST', '/api/groups', founder, { name: 'Chorale', category: 'Pêche' });
    expect(category.statusCode).toBe(400);
    const nul = await call('POST', '/api/groups', founder, { name: 'Cho\u0000rale' });
    expect(nul.statusCode).toBe(400);
  });

  it('stores a blank description as null and defaults to a public group', async () => {
    const group = await create(founder, { name: 'Chorale du port', description: '   ' });
    expect(group).toMatchObject({ description: null, category: null, isPrivate: false });
  });

  it('refuses visitors (401)', async () => {
    const res = await call('POST', '/api/groups', undefined, { name: 'Sans compte' });
    expect(res.statusCode).toBe(401);
  });
});

describe('joining and leaving a public group', () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await create(founder, { name: 'Cuisine de la mer', category: 'Cuisine' });
  });

  it('lists it in Découvrir for others and visitors, not for its members', async () => {
    const forAlice = (await call('GET', '/api/groups/discover', alice)).json() as GroupsPage;
    expect(forAlice.groups.map((g) => g.id)).toContain(group.id);
    const forVisitor = (await call('GET', '/api/groups/discover')).json() as GroupsPage;
    expect(forVisitor.groups.map((g) => g.id)).toContain(group.id);
    const forFounder = (await call('GET', '/api/groups/discover', founder)).json() as GroupsPage;
    expect(forFounder.groups.map((g) => g.id)).not.toContain(group.id);
  });

  it('makes a joiner a member at once, idempotently', async () => {
    const res = await call('POST', `/api/groups/${group.id}/join`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'member', membersCount: 2 });
    const again = await call('POST', `/api/groups/${group.id}/join`, alice);
    expect(again.json()).toEqual({ status: 'member', membersCount: 2 });
    const mine = (await call('GET', '/api/groups/mine', alice)).json() as GroupsPage;
    expect(mine.groups.find((g) => g.id === group.id)).toMatchObject({ role: 'member', isAdmin: false });
    const discover = (await call('GET', '/api/groups/discover', alice)).json() as GroupsPage;
    expect(discover.groups.map((g) => g.id)).not.toContain(group.id);
  });

  it('refuses a visitor joining (401) and an unknown group (404)', async () => {
    expect((await call('POST', `/api/groups/${group.id}/join`)).statusCode).toBe(401);
    const unknown = await call('POST', '/api/groups/00000000-0000-4000-8000-000000000000/join', alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('GROUP_NOT_FOUND');
    expect((await call('GET', '/api/groups/pas-un-id', alice)).statusCode).toBe(400);
  });

  it('lets a member leave, and refuses the last admin (409)', async () => {
    const left = await call('POST', `/api/groups/${group.id}/leave`, alice);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ membersCount: 1 });
    expect((await call('POST', `/api/groups/${group.id}/leave`, alice)).statusCode).toBe(409);
    const last = await call('POST', `/api/groups/${group.id}/leave`, founder);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('GROUP_LAST_ADMIN');
    expect(await exactCount(group.id)).toEqual({ counted: 1, rows: 1 });
  });

  it('lets the last admin leave once another member is named admin', async () => {
    await call('POST', `/api/groups/${group.id}/join`, bob);
    // The group's page tells its only admin before they try to leave (issue 28).
    expect((await call('GET', `/api/groups/${group.id}`, founder)).json()).toMatchObject({ isLastAdmin: true });
    expect((await call('GET', `/api/groups/${group.id}`, bob)).json()).toMatchObject({ isLastAdmin: false });
    expect((await call('POST', `/api/groups/${group.id}/members/${bob.id}/promote`, alice)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${group.id}/members/${bob.id}/promote`, founder)).statusCode).toBe(204);
    expect((await call('GET', `/api/groups/${group.id}`, founder)).json()).toMatchObject({ isLastAdmin: false });
    const left = await call('POST', `/api/groups/${group.id}/leave`, founder);
    expect(left.statusCode).toBe(200);
    const detail = (await call('GET', `/api/groups/${group.id}`, bob)).json() as GroupDetail;
    expect(detail).toMatchObject({ isAdmin: true, membersCount: 1 });
  });

  it('keeps the count exact under 20 concurrent joins', async () => {
    const crowd = await make.residents(t.app, 20);
    const target = await create(founder, { name: 'Fête de la mer' });
    const answers = await Promise.all(crowd.map((r) => call('POST', `/api/groups/${target.id}/join`, r)));
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));
    expect(await exactCount(target.id)).toEqual({ counted: 21, rows: 21 });
    // Half leave while the other half joins again: still exact.
    await Promise.all(crowd.map((r, i) => call('POST', `/api/groups/${target.id}/${i % 2 ? 'leave' : 'join'}`, r)));
    expect(await exactCount(target.id)).toEqual({ counted: 11, rows: 11 });
  });
});

describe('a private group', () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await create(founder, {
      name: 'Conseil des pêcheurs',
      description: 'Quotas et criée',
      category: 'Business',
      isPrivate: true,
    });
    await groupPost(group.id, founder.id, 'Réunion secrète au phare');
  });

  it('is not suggested in Découvrir but its header is readable by anyone', async () => {
    const discover = (await call('GET', '/api/groups/discover')).json() as GroupsPage;
    expect(discover.groups.map((g) => g.id)).not.toContain(group.id);
    const header = await call('GET', `/api/groups/${group.id}`);
    expect(header.statusCode).toBe(200);
    expect(header.json()).toMatchObject({
      name: 'Conseil des pêcheurs',
      description: null,
      isPrivate: true,
      canRead: false,
      role: null,
    });
    const forFounder = (await call('GET', `/api/groups/${group.id}`, founder)).json() as GroupDetail;
    expect(forFounder.description).toBe('Quotas et criée');
  });

  it('hides its posts and members from non-members and visitors (403)', async () => {
    for (const who of [alice, undefined]) {
      const posts = await call('GET', `/api/groups/${group.id}/posts`, who);
      expect(posts.statusCode).toBe(403);
      expect(posts.json().error.code).toBe('GROUP_PRIVATE');
      expect((await call('GET', `/api/groups/${group.id}/members`, who)).statusCode).toBe(403);
    }
    const forFounder = (await call('GET', `/api/groups/${group.id}/posts`, founder)).json() as FeedPage;
    expect(forFounder.posts.map((p) => p.content)).toEqual(['Réunion secrète au phare']);
  });

  it('turns a join into a request (202), cancellable', async () => {
    const res = await call('POST', `/api/groups/${group.id}/join`, alice);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending', membersCount: 1 });
    expect(((await call('GET', `/api/groups/${group.id}`, alice)).json() as GroupDetail).requestPending).toBe(true);
    expect((await call('DELETE', `/api/groups/${group.id}/join-request`, alice)).statusCode).toBe(204);
    expect(((await call('GET', `/api/groups/${group.id}`, alice)).json() as GroupDetail).requestPending).toBe(false);
    expect(await exactCount(group.id)).toEqual({ counted: 1, rows: 1 });
  });

  it('lets only its admins list, approve and refuse requests', async () => {
    await call('POST', `/api/groups/${group.id}/join`, alice);
    await call('POST', `/api/groups/${group.id}/join`, bob);
    expect((await call('GET', `/api/groups/${group.id}/requests`)).statusCode).toBe(401);
    expect((await call('GET', `/api/groups/${group.id}/requests`, alice)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${group.id}/requests/${bob.id}/approve`, alice)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${group.id}/requests/${bob.id}/refuse`, alice)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${group.id}/requests/${bob.id}/approve`)).statusCode).toBe(401);

    const list = (await call('GET', `/api/groups/${group.id}/requests`, founder)).json() as GroupRequestsPage;
    expect(list.requests.map((r) => r.id)).toEqual([alice.id, bob.id]);
    expect(((await call('GET', `/api/groups/${group.id}`, founder)).json() as GroupDetail).pendingRequestsCount).toBe(
      2,
    );

    expect((await call('POST', `/api/groups/${group.id}/requests/${alice.id}/approve`, founder)).statusCode).toBe(204);
    expect((await call('POST', `/api/groups/${group.id}/requests/${bob.id}/refuse`, founder)).statusCode).toBe(204);
    const gone = await call('POST', `/api/groups/${group.id}/requests/${bob.id}/approve`, founder);
    expect(gone.statusCode).toBe(404);
    expect(await exactCount(group.id)).toEqual({ counted: 2, rows: 2 });

    const posts = (await call('GET', `/api/groups/${group.id}/posts`, alice)).json() as FeedPage;
    expect(posts.posts).toHaveLength(1);
    const bobView = (await call('GET', `/api/groups/${group.id}`, bob)).json() as GroupDetail;
    expect(bobView).toMatchObject({ role: null, requestPending: false, canRead: false });

    // The admin heard of each request once (Alice asked twice), Alice of her approval, Bob of nothing.
    const texts = async (who: QuickResident) =>
      ((await call('GET', '/api/notifications', who)).json() as NotificationsPage).notifications
        .filter((n) => n.type === 'group_request' || n.type === 'group_accepted')
        .map((n) => [n.type, n.content, n.link]);
    expect(await texts(founder)).toEqual([
      ['group_request', group.name, `/groups/${group.id}`],
      ['group_request', group.name, `/groups/${group.id}`],
    ]);
    expect(await texts(alice)).toEqual([['group_accepted', group.name, `/groups/${group.id}`]]);
    expect(await texts(bob)).toEqual([]);
  });

  it('lets admins remove a member (not themselves), 403 for the others', async () => {
    expect((await call('DELETE', `/api/groups/${group.id}/members/${founder.id}`, alice)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${group.id}/members/${alice.id}`)).statusCode).toBe(401);
    const self = await call('DELETE', `/api/groups/${group.id}/members/${founder.id}`, founder);
    expect(self.statusCode).toBe(400);
    const removed = await call('DELETE', `/api/groups/${group.id}/members/${alice.id}`, founder);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ membersCount: 1 });
    expect((await call('DELETE', `/api/groups/${group.id}/members/${alice.id}`, founder)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${group.id}/posts`, alice)).statusCode).toBe(403);
  });

  it('lets waiting residents in when an admin makes the group public', async () => {
    await call('POST', `/api/groups/${group.id}/join`, bob);
    const res = await call('PATCH', `/api/groups/${group.id}`, founder, { isPrivate: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPrivate: false, membersCount: 2 });
    expect(await exactCount(group.id)).toEqual({ counted: 2, rows: 2 });
  });
});

describe('managing a group', () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await create(founder, { name: 'Club photo', category: 'Art' });
    await call('POST', `/api/groups/${group.id}/join`, alice);
  });

  it('lets only its admins edit it (403 for a member, 401 for a visitor)', async () => {
    expect((await call('PATCH', `/api/groups/${group.id}`, alice, { name: 'Piraté' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/groups/${group.id}`, moderator, { name: 'Piraté' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/groups/${group.id}`, undefined, { name: 'Piraté' })).statusCode).toBe(401);
    const blank = await call('PATCH', `/api/groups/${group.id}`, founder, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await call('PATCH', `/api/groups/${group.id}`, founder, {})).statusCode).toBe(400);
    const res = await call('PATCH', `/api/groups/${group.id}`, founder, {
      name: 'Club photo de Port-Marin',
      description: 'Couchers de soleil',
      category: 'Art',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Club photo de Port-Marin', description: 'Couchers de soleil' });
  });

  it('lets its admins set, replace and remove its picture, an upload of theirs; deleting it deletes the picture', async () => {
    const own = await create(founder, { name: 'Chorale du port' });
    const exists = async (id: string) => (await t.app.pool.query('select 1 from uploads where id = $1', [id])).rowCount;
    const first = await make.picture(t.app, founder, 'avatar');
    const set = await call('PATCH', `/api/groups/${own.id}`, founder, { avatarUploadId: first.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ avatarUrl: first.url });
    // Held by the group: the purge keeps it a day later.
    await t.app.pool.query(`update uploads set created_at = now() - interval '2 days' where id = $1`, [first.id]);
    await t.app.uploads.purgeOrphans();
    expect(await exists(first.id)).toBe(1);

    const theirs = await make.picture(t.app, alice, 'avatar');
    const refused = await call('PATCH', `/api/groups/${own.id}`, founder, { avatarUploadId: theirs.id });
    expect(refused.json().error.code).toBe('UPLOAD_NOT_FOUND');

    const next = await make.picture(t.app, founder, 'avatar', '#ff0000');
    const replaced = await call('PATCH', `/api/groups/${own.id}`, founder, { avatarUploadId: next.id });
    expect(replaced.json()).toMatchObject({ avatarUrl: next.url });
    expect(await exists(first.id)).toBe(0);
    const removed = await call('PATCH', `/api/groups/${own.id}`, founder, { avatarUploadId: null });
    expect(removed.json()).toMatchObject({ avatarUrl: null });
    expect(await exists(next.id)).toBe(0);

    const last = await make.picture(t.app, founder, 'avatar');
    await call('PATCH', `/api/groups/${own.id}`, founder, { avatarUploadId: last.id });
    expect((await call('DELETE', `/api/groups/${own.id}`, founder)).statusCode).toBe(204);
    expect(await exists(last.id)).toBe(0);
  });

  it('lists its members, founder first, by cursor', async () => {
    const first = (await call('GET', `/api/groups/${group.id}/members?limit=1`)).json() as GroupMembersPage;
    expect(first.members).toMatchObject([{ id: founder.id, role: 'admin' }]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/groups/${group.id}/members?limit=1&cursor=${first.nextCursor}`)
    ).json() as GroupMembersPage;
    expect(second.members).toMatchObject([{ id: alice.id, role: 'member' }]);
    expect(second.nextCursor).toBeNull();
    const bad = await call('GET', `/api/groups/${group.id}/members?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
  });

  it('pages the lists by cursor', async () => {
    const first = (await call('GET', '/api/groups/discover?limit=1')).json() as GroupsPage;
    expect(first.groups).toHaveLength(1);
    const next = (await call('GET', `/api/groups/discover?limit=1&cursor=${first.nextCursor}`)).json() as GroupsPage;
    expect(next.groups[0]!.id).not.toBe(first.groups[0]!.id);
    expect((await call('GET', '/api/groups/mine')).statusCode).toBe(401);
    // A visitor is told to sign in before anything else (the session gate); a resident, of the bad cursor.
    expect((await call('GET', '/api/groups/mine?cursor=!!')).statusCode).toBe(401);
    expect((await call('GET', '/api/groups/mine?cursor=!!', founder)).statusCode).toBe(400);
  });

  it('shows a public group posts to visitors', async () => {
    await groupPost(group.id, alice.id, 'Marée basse ce soir');
    const posts = (await call('GET', `/api/groups/${group.id}/posts`)).json() as FeedPage;
    expect(posts.posts.map((p) => p.content)).toEqual(['Marée basse ce soir']);
  });

  it('lets a group admin or a site moderator delete it, not a member', async () => {
    expect((await call('DELETE', `/api/groups/${group.id}`, alice)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${group.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/groups/${group.id}`, moderator)).statusCode).toBe(204);
    expect((await call('GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
    const other = await create(founder, { name: 'Éphémère' });
    expect((await call('DELETE', `/api/groups/${other.id}`, founder)).statusCode).toBe(204);
  });
});

describe('Découvrir’s first page kept in memory for visitors (issue 39)', () => {
  const discover = async () => {
    const res = await call('GET', '/api/groups/discover');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as GroupsPage).groups;
  };
  const byName = async (name: string) => (await discover()).find((g) => g.name === name);

  it('answers visitors the kept first page: a row written around the groups is not in it', async () => {
    await busSettled(t.app);
    await discover();
    await t.app.pool.query(
      `insert into groups (name, category, is_private, created_by) values ('Écrit en SQL', 'Autre', false, $1)`,
      [founder.id],
    );
    expect(await byName('Écrit en SQL')).toBeUndefined();
    await t.app.pool.query(`delete from groups where name = 'Écrit en SQL'`);
  });

  it('shows visitors a group at once once it is created, edited, joined, left and deleted', async () => {
    await discover();
    const group = await create(founder, { name: 'Pêcheurs à pied', category: 'Autre', isPrivate: false });
    expect((await byName('Pêcheurs à pied'))?.membersCount).toBe(1);
    await call('PATCH', `/api/groups/${group.id}`, founder, { name: 'Pêcheurs de la grève' });
    expect(await byName('Pêcheurs à pied')).toBeUndefined();
    expect((await byName('Pêcheurs de la grève'))?.membersCount).toBe(1);
    await call('POST', `/api/groups/${group.id}/join`, alice);
    expect((await byName('Pêcheurs de la grève'))?.membersCount).toBe(2);
    await call('POST', `/api/groups/${group.id}/leave`, alice);
    expect((await byName('Pêcheurs de la grève'))?.membersCount).toBe(1);
    await call('DELETE', `/api/groups/${group.id}`, founder);
    expect(await byName('Pêcheurs de la grève')).toBeUndefined();
  });

  it('drops a hidden group from the visitors’ first page at once, and brings it back once restored', async () => {
    const group = await create(founder, { name: 'Club des goélands', category: 'Autre', isPrivate: false });
    expect(await byName('Club des goélands')).toBeDefined();
    const moderate = (action: 'hide' | 'restore') =>
      call('POST', '/api/moderation/content', moderator, {
        targetType: 'group',
        targetId: group.id,
        action,
        reason: 'Groupe abusif',
      });
    expect((await moderate('hide')).statusCode).toBe(200);
    expect(await byName('Club des goélands')).toBeUndefined();
    expect((await moderate('restore')).statusCode).toBe(200);
    expect(await byName('Club des goélands')).toBeDefined();
  });
});

describe('groups policy', () => {
  const member = { siteRole: 'user' as const, groupRole: 'member' as const };
  const admin = { siteRole: 'user' as const, groupRole: 'admin' as const };
  const stranger = { siteRole: 'user' as const, groupRole: null };
  it('reads, manages, deletes and leaves by role', () => {
    expect(canReadGroup({ isPrivate: true }, stranger)).toBe(false);
    expect(canReadGroup({ isPrivate: true }, member)).toBe(true);
    expect(canReadGroup({ isPrivate: false }, { siteRole: null, groupRole: null })).toBe(true);
    expect(canManageGroup(member)).toBe(false);
    expect(canManageGroup({ siteRole: 'admin', groupRole: null })).toBe(false);
    expect(canManageGroup(admin)).toBe(true);
    expect(canDeleteGroup({ siteRole: 'moderator', groupRole: null })).toBe(true);
    expect(canDeleteGroup(member)).toBe(false);
    expect(canLeaveGroup('member', 1)).toBe(true);
    expect(canLeaveGroup('admin', 1)).toBe(false);
    expect(canLeaveGroup('admin', 2)).toBe(true);
  });

  it('refuses forged member cursors', () => {
    expect(() => personCursor.decode(forgedCursor(['2025-01-01T00:00:00.000000Z', 'a b']))).toThrow(CURSOR_MESSAGE);
    expect(() => personCursor.decode(forgedCursor(['2025-02-30T00:00:00.000000Z', 'abc']))).toThrow(CURSOR_MESSAGE);
    const cursor = personCursor.encode(['2025-01-01T00:00:00.000000Z', 'abc']);
    expect(personCursor.decode(cursor)).toEqual(['2025-01-01T00:00:00.000000Z', 'abc']);
  });
});
