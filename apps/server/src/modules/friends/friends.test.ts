import type {
  FriendRequestsResponse,
  FriendsPage,
  FriendSuggestionsResponse,
  ProfileFriendsResponse,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canSeeAllFriends } from './friends.policy.ts';

let t: TestApp;
let pool: QuickResident[];
const call = caller(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  pool = await quickResidents(t.app, 140);
});
afterAll(async () => t?.close());

/** Fresh residents from the pool, never used by another test. */
let next = 0;
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;
function take<N extends number>(n: N): Tuple<QuickResident, N> {
  const taken = pool.slice(next, next + n);
  next += n;
  if (taken.length < n) throw new Error('not enough quick residents');
  return taken as Tuple<QuickResident, N>;
}

const send = (from: QuickResident | undefined, to: string) =>
  call('POST', '/api/friends/requests', from, { userId: to });
const accept = (who: QuickResident, from: QuickResident) =>
  call('POST', `/api/friends/requests/${from.id}/accept`, who);
const refuse = (who: QuickResident, from: QuickResident) =>
  call('POST', `/api/friends/requests/${from.id}/refuse`, who);
const cancel = (who: QuickResident, to: QuickResident) => call('DELETE', `/api/friends/requests/${to.id}`, who);
const unfriend = (who: QuickResident, friend: QuickResident) => call('DELETE', `/api/friends/${friend.id}`, who);

async function befriend(a: QuickResident, b: QuickResident) {
  const ordered = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await t.app.pool.query('insert into friendships (user_low, user_high) values ($1, $2)', ordered);
}

async function scalar(text: string, values: unknown[]): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>(text, values);
  return rows[0]!.n;
}

const friendshipRows = (a: QuickResident, b: QuickResident) =>
  scalar(
    `select count(*)::int as n from friendships
     where (user_low = $1 and user_high = $2) or (user_low = $2 and user_high = $1)`,
    [a.id, b.id],
  );
const requestRows = (a: QuickResident, b: QuickResident) =>
  scalar(
    `select count(*)::int as n from friend_requests
     where (sender_id = $1 and recipient_id = $2) or (sender_id = $2 and recipient_id = $1)`,
    [a.id, b.id],
  );

async function notificationsOf(who: QuickResident) {
  const { rows } = await t.app.pool.query<{ type: string; actor_id: string; link: string }>(
    'select type, actor_id, link from notifications where user_id = $1 order by created_at',
    [who.id],
  );
  return rows;
}

const requestsOf = async (who: QuickResident) =>
  (await call('GET', '/api/friends/requests', who)).json() as FriendRequestsResponse;
const friendsOf = async (who: QuickResident) => (await call('GET', '/api/friends', who)).json() as FriendsPage;
const relationOf = async (viewer: QuickResident, target: QuickResident) =>
  ((await call('GET', `/api/friends/of/${target.username}`, viewer)).json() as ProfileFriendsResponse).relation;

describe('sending a request', () => {
  it('creates it, lists it both ways and notifies the recipient (friend_request → /friends)', async () => {
    const [anne, bruno] = take(2);
    const res = await send(anne, bruno.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ relation: 'sent' });

    const received = await requestsOf(bruno);
    expect(received.received.map((r) => r.person.id)).toEqual([anne.id]);
    expect(received.received[0]!.person.username).toBe(anne.username);
    expect(received.receivedTotal).toBe(1);
    const sent = await requestsOf(anne);
    expect(sent.sent.map((r) => r.person.id)).toEqual([bruno.id]);
    expect(sent.received).toEqual([]);

    expect(await relationOf(anne, bruno)).toBe('sent');
    expect(await relationOf(bruno, anne)).toBe('received');
    expect(await notificationsOf(bruno)).toEqual([{ type: 'friend_request', actor_id: anne.id, link: '/friends' }]);
  });

  it('refuses oneself (400), an unknown or hidden resident (404), a pending one (409) and friends (409)', async () => {
    const [anne, bruno, hidden, friend] = take(4);
    expect((await send(anne, anne.id)).json().error.code).toBe('CANNOT_FRIEND_SELF');
    expect((await send(anne, anne.id)).statusCode).toBe(400);

    const unknown = await send(anne, 'personne_inconnue');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PROFILE_NOT_FOUND');

    await t.app.pool.query('update "user" set hidden_at = now() where id = $1', [hidden.id]);
    expect((await send(anne, hidden.id)).statusCode).toBe(404);

    expect((await send(anne, bruno.id)).statusCode).toBe(200);
    const again = await send(anne, bruno.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('FRIEND_REQUEST_PENDING');
    expect(await requestRows(anne, bruno)).toBe(1);

    await befriend(anne, friend);
    const already = await send(anne, friend.id);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.code).toBe('ALREADY_FRIENDS');
    expect(await requestRows(anne, friend)).toBe(0);
    // Only one notification: the refused attempts sent none.
    expect(await notificationsOf(bruno)).toHaveLength(1);
    expect(await notificationsOf(friend)).toHaveLength(0);
  });

  it('asking back someone who already asked accepts their request (friend_accepted to them)', async () => {
    const [anne, bruno] = take(2);
    await send(anne, bruno.id);
    const res = await send(bruno, anne.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ relation: 'friends' });
    expect(await friendshipRows(anne, bruno)).toBe(1);
    expect(await requestRows(anne, bruno)).toBe(0);
    expect(await notificationsOf(anne)).toEqual([
      { type: 'friend_accepted', actor_id: bruno.id, link: `/profile/${bruno.username}` },
    ]);
  });

  it('refuses visitors (401), suspended residents (403) and bad input (400), writing nothing', async () => {
    const [anne, bruno, suspended] = take(3);
    expect((await send(undefined, bruno.id)).statusCode).toBe(401);
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '3 days' where id = $1`, [
      suspended.id,
    ]);
    const refused = await send(suspended, bruno.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');

    const bodies: unknown[] = [
      {},
      { userId: '' },
      { userId: 42 },
      { userId: ['x'] },
      { userId: 'x'.repeat(101) },
      { userId: 'a b' },
      { userId: "'; drop table friendships; --" },
      { userId: 'a\u0000b' },
      { userId: bruno.id, extra: true },
    ];
    for (const body of bodies) {
      const res = await call('POST', '/api/friends/requests', anne, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const path of ['x'.repeat(200), 'a%20b', '%27%3B']) {
      expect((await call('POST', `/api/friends/requests/${path}/accept`, anne)).statusCode).toBe(400);
      expect((await call('DELETE', `/api/friends/${path}`, anne)).statusCode).toBe(400);
    }
    expect(await scalar('select count(*)::int as n from friend_requests where sender_id = $1', [anne.id])).toBe(0);
    expect(await scalar('select count(*)::int as n from friend_requests where sender_id = $1', [suspended.id])).toBe(0);
  });
});

describe('answering a request', () => {
  it("'Accepter' by the recipient makes them friends, listed both ways, and tells the sender", async () => {
    const [anne, bruno] = take(2);
    await send(anne, bruno.id);
    const res = await accept(bruno, anne);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ relation: 'friends' });
    expect((await friendsOf(anne)).friends.map((f) => f.person.id)).toEqual([bruno.id]);
    expect((await friendsOf(bruno)).friends.map((f) => f.person.id)).toEqual([anne.id]);
    expect((await friendsOf(bruno)).total).toBe(1);
    expect(await requestsOf(bruno)).toMatchObject({ received: [], receivedTotal: 0 });
    expect(await relationOf(anne, bruno)).toBe('friends');
    expect(await notificationsOf(anne)).toEqual([
      { type: 'friend_accepted', actor_id: bruno.id, link: `/profile/${bruno.username}` },
    ]);
  });

  it('the sender cannot accept or refuse (403); nothing pending is a 404; suspended cannot accept', async () => {
    const [anne, bruno, carla] = take(3);
    await send(anne, bruno.id);
    for (const res of [await accept(anne, bruno), await refuse(anne, bruno)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FRIEND_REQUEST_RECIPIENT_ONLY');
    }
    for (const res of [await accept(carla, anne), await refuse(carla, anne)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('FRIEND_REQUEST_NOT_FOUND');
    }
    expect((await call('POST', `/api/friends/requests/${anne.id}/accept`)).statusCode).toBe(401);
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '3 days' where id = $1`, [bruno.id]);
    expect((await accept(bruno, anne)).statusCode).toBe(403);
    expect(await friendshipRows(anne, bruno)).toBe(0);
    expect(await requestRows(anne, bruno)).toBe(1);
  });

  it("'Refuser' by the recipient removes the request without telling the sender", async () => {
    const [anne, bruno] = take(2);
    await send(anne, bruno.id);
    const res = await refuse(bruno, anne);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ relation: 'none' });
    expect(await requestRows(anne, bruno)).toBe(0);
    expect(await friendshipRows(anne, bruno)).toBe(0);
    expect(await notificationsOf(anne)).toEqual([]);
    expect((await refuse(bruno, anne)).statusCode).toBe(404);
    // The sender may ask again later.
    expect((await send(anne, bruno.id)).statusCode).toBe(200);
  });

  it("'Annuler' is the sender's only (403 for the recipient, 404 when nothing is pending)", async () => {
    const [anne, bruno] = take(2);
    await send(anne, bruno.id);
    const byRecipient = await cancel(bruno, anne);
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().error.code).toBe('FRIEND_REQUEST_SENDER_ONLY');
    const res = await cancel(anne, bruno);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ relation: 'none' });
    expect(await requestRows(anne, bruno)).toBe(0);
    expect((await cancel(anne, bruno)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/friends/requests/${bruno.id}`)).statusCode).toBe(401);
  });

  it("'Retirer' by either friend ends the friendship", async () => {
    const [anne, bruno, carla] = take(3);
    await befriend(anne, bruno);
    await befriend(anne, carla);
    expect((await unfriend(bruno, anne)).json()).toEqual({ relation: 'none' });
    expect((await unfriend(anne, carla)).json()).toEqual({ relation: 'none' });
    expect(await friendshipRows(anne, bruno)).toBe(0);
    expect(await friendshipRows(anne, carla)).toBe(0);
    expect((await friendsOf(anne)).total).toBe(0);
    // Already gone: nothing to do, not an error.
    expect((await unfriend(anne, bruno)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/friends/${bruno.id}`)).statusCode).toBe(401);
  });
});

describe('concurrency', () => {
  it('ten simultaneous accepts of one request leave one friendship and one notification', async () => {
    const [anne, bruno] = take(2);
    await send(anne, bruno.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(bruno, anne)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await friendshipRows(anne, bruno)).toBe(1);
    expect(await requestRows(anne, bruno)).toBe(0);
    expect((await notificationsOf(anne)).filter((n) => n.type === 'friend_accepted')).toHaveLength(1);
  });

  it('crossing requests sent at the same time leave one friendship and no request', async () => {
    const pairs = Array.from({ length: 5 }, () => take(2));
    await Promise.all(pairs.flatMap(([a, b]) => [send(a!, b!.id), send(b!, a!.id)]));
    for (const [a, b] of pairs) {
      expect(await friendshipRows(a!, b!)).toBe(1);
      expect(await requestRows(a!, b!)).toBe(0);
    }
  });
});

describe("the 'Amis' notification switch", () => {
  it('off: no friend_request nor friend_accepted notification', async () => {
    const [anne, bruno] = take(2);
    for (const who of [anne, bruno]) {
      const res = await call('PATCH', '/api/settings', who, { notifications: { friends: false } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await send(anne, bruno.id);
    await accept(bruno, anne);
    expect(await friendshipRows(anne, bruno)).toBe(1);
    expect(await notificationsOf(bruno)).toEqual([]);
    expect(await notificationsOf(anne)).toEqual([]);
  });
});

describe('people you may know', () => {
  it('ranks friends of friends by the real count of mutual friends, excluding what must be', async () => {
    const [me, f1, f2, f3, x, y, z, pending, hidden, secret, hiddenFriend, incoming] = take(12);
    for (const f of [f1, f2, f3, hiddenFriend]) await befriend(me, f!);
    // x shares f1, f2, f3 (and a hidden friend, not counted); y and z share one each.
    for (const [a, b] of [
      [f1, x],
      [f2, x],
      [f3, x],
      [hiddenFriend, x],
      [f1, y],
      [f3, z],
      [f1, f2],
      [f1, pending],
      [f1, incoming],
      [f1, hidden],
      [f2, secret],
    ] as const) {
      await befriend(a!, b!);
    }
    await send(me, pending.id);
    await send(incoming, me.id);
    await t.app.pool.query('update "user" set hidden_at = now() where id = any($1)', [[hidden.id, hiddenFriend.id]]);
    await call('PATCH', '/api/settings', secret, { privacy: { profileVisible: false } });

    const res = await call('GET', '/api/friends/suggestions', me);
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json() as FriendSuggestionsResponse;
    const { rows: tie } = await t.app.pool.query<{ id: string }>(
      'select id from "user" where id = any($1) order by created_at desc, id',
      [[y.id, z.id]],
    );
    expect(suggestions.slice(0, 3).map((s) => [s.person.id, s.mutualFriends])).toEqual([
      [x.id, 3],
      [tie[0]!.id, 1],
      [tie[1]!.id, 1],
    ]);
    expect(suggestions.slice(3).every((s) => s.mutualFriends === 0)).toBe(true);
    const ids = suggestions.map((s) => s.person.id);
    for (const excluded of [me, f1, f2, f3, pending, incoming, hidden, secret, hiddenFriend]) {
      expect(ids).not.toContain(excluded!.id);
    }
    expect(suggestions.length).toBe(10);
  });

  it('is for signed-in residents only', async () => {
    expect((await call('GET', '/api/friends/suggestions')).statusCode).toBe(401);
    expect((await call('GET', '/api/friends/requests')).statusCode).toBe(401);
    expect((await call('GET', '/api/friends')).statusCode).toBe(401);
  });
});

describe('friends on public profiles', () => {
  it('lists the first ones and the total, like the profile page shows it', async () => {
    const [owner, viewer, moderator, ...friends] = take(13);
    for (const f of friends) await befriend(owner, f!);
    await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
    await t.app.pool.query('update "user" set hidden_at = now() where id = $1', [friends[0]!.id]);

    const visitor = await call('GET', `/api/friends/of/${owner.username.toUpperCase()}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    const body = visitor.json() as ProfileFriendsResponse;
    expect(body).toMatchObject({ total: 9, hidden: false, relation: null });
    expect(body.friends).toHaveLength(9);
    expect(body.friends.map((f) => f.id)).not.toContain(friends[0]!.id);
    expect(
      ((await call('GET', `/api/friends/of/${owner.username}`, moderator)).json() as ProfileFriendsResponse).total,
    ).toBe(10);
    expect(await relationOf(viewer, owner)).toBe('none');
    expect(await relationOf(owner, owner)).toBe('self');

    // Private profile: nothing for others, all for its resident and the moderators.
    await call('PATCH', '/api/settings', owner, { privacy: { profileVisible: false } });
    const privateView = (await call('GET', `/api/friends/of/${owner.username}`, viewer)).json();
    expect(privateView).toEqual({ friends: [], total: 0, hidden: true, relation: 'none' });
    expect(
      ((await call('GET', `/api/friends/of/${owner.username}`, owner)).json() as ProfileFriendsResponse).total,
    ).toBe(9);
    expect(
      ((await call('GET', `/api/friends/of/${owner.username}`, moderator)).json() as ProfileFriendsResponse).hidden,
    ).toBe(false);

    // Hidden by a moderator: it does not exist for others.
    await t.app.pool.query('update "user" set hidden_at = now() where id = $1', [owner.id]);
    expect((await call('GET', `/api/friends/of/${owner.username}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/friends/of/${owner.username}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', '/api/friends/of/personne')).statusCode).toBe(404);
    expect((await call('GET', `/api/friends/of/${'x'.repeat(61)}`)).statusCode).toBe(400);
  });

  it("pages the resident's own friends, newest first, and refuses a forged cursor", async () => {
    const [owner, ...friends] = take(36);
    for (const [i, f] of friends.entries()) {
      const ordered = owner.id < f.id ? [owner.id, f.id] : [f.id, owner.id];
      await t.app.pool.query(
        `insert into friendships (user_low, user_high, created_at) values ($1, $2, now() - $3 * interval '1 minute')`,
        [...ordered, i],
      );
    }
    const first = await friendsOf(owner);
    expect(first.friends).toHaveLength(30);
    expect(first.total).toBe(35);
    const second = (await call('GET', `/api/friends?cursor=${first.nextCursor}`, owner)).json() as FriendsPage;
    expect(second.nextCursor).toBeNull();
    expect([...first.friends, ...second.friends].map((f) => f.person.id)).toEqual(friends.map((f) => f.id));
    expect((await call('GET', '/api/friends?cursor=bm9wZQ', owner)).statusCode).toBe(400);
    expect((await call('GET', `/api/friends?cursor=${'a'.repeat(300)}`, owner)).statusCode).toBe(400);
  });
});

describe('account export', () => {
  it("hands out the resident's friends and pending requests both ways, and nobody else's", async () => {
    const [me, low, high, asked, asking, other] = take(6);
    await befriend(me, low);
    await befriend(high, me);
    await send(me, asked.id);
    await send(asking, me.id);
    const mine = (await call('GET', '/api/account/export', me)).json();
    expect(mine.friends.map((f: { friendId: string }) => f.friendId).sort()).toEqual([low.id, high.id].sort());
    expect(mine.friendRequestsSent).toEqual([expect.objectContaining({ recipientId: asked.id })]);
    expect(mine.friendRequestsReceived).toEqual([expect.objectContaining({ senderId: asking.id })]);
    const theirs = (await call('GET', '/api/account/export', other)).json();
    for (const name of ['friends', 'friendRequestsSent', 'friendRequestsReceived']) expect(theirs[name]).toEqual([]);
  });
});

describe('account deletion', () => {
  it('takes its friendships and requests, both ways, with it', async () => {
    const [leaving, friend, asked, asking] = take(4);
    await befriend(leaving, friend);
    await send(leaving, asked.id);
    await send(asking, leaving.id);
    await t.app.pool.query('delete from "user" where id = $1', [leaving.id]);
    expect(
      await scalar(
        `select ((select count(*) from friendships where $1 in (user_low, user_high))
           + (select count(*) from friend_requests where $1 in (sender_id, recipient_id)))::int as n`,
        [leaving.id],
      ),
    ).toBe(0);
    expect((await friendsOf(friend)).total).toBe(0);
    expect(await requestsOf(asked)).toMatchObject({ received: [], receivedTotal: 0 });
    expect(await requestsOf(asking)).toMatchObject({ sent: [], sentTotal: 0 });
  });
});

describe('policy', () => {
  it('moderators and admins see every profile’s friends', () => {
    expect(canSeeAllFriends(null)).toBe(false);
    expect(canSeeAllFriends({ role: 'user' })).toBe(false);
    expect(canSeeAllFriends({ role: 'moderator' })).toBe(true);
    expect(canSeeAllFriends({ role: 'admin' })).toBe(true);
  });
});
