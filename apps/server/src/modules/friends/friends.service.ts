import {
  FRIEND_REQUESTS_LIMIT,
  FRIEND_SUGGESTIONS_LIMIT,
  FRIENDS_PAGE_SIZE,
  PROFILE_FRIENDS_LIMIT,
  type FriendRelation,
  type FriendRequestsResponse,
  type FriendsPage,
  type FriendSuggestionsResponse,
  type ProfileFriendsResponse,
  type ProfilePerson,
} from '@portmarin/shared';
import type pg from 'pg';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { notHidden, sqlReader, type Reader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { canSeeAllFriends } from './friends.policy.ts';
import { shownUsername } from '../../db/user-names.ts';
import type { RowOf } from '../../db/rows.ts';
import type { user } from '../../db/schema/index.ts';

/** A resident as lists show them, from `"user" u`. */
const PERSON_COLUMNS = `u.id, u.name, ${shownUsername('u')} as username, u.image`;

type PersonRow = Pick<RowOf<typeof user>, 'id' | 'name' | 'image'> & { username: string | null };

const toPerson = (r: PersonRow): ProfilePerson => ({ id: r.id, name: r.name, username: r.username, image: r.image });

/** The friends of the resident whose id is `param`, with when each friendship began (both columns, each indexed). */
const friendsOf = (param: string) => `(
  select user_high as friend_id, created_at from friendships where user_low = ${param}
  union all
  select user_low, created_at from friendships where user_high = ${param}
)`;

/** The pair's row order: the smaller id first, as friendships stores it. */
const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Everything that changes a pair runs under this lock, so crossing requests and double accepts serialise. */
async function lockPair(client: pg.PoolClient, a: string, b: string): Promise<void> {
  const [low, high] = ordered(a, b);
  await client.query('select pg_advisory_xact_lock(hashtext($1))', [`friends:${low}:${high}`]);
}

async function areFriends(sql: Sql, a: string, b: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    'select 1 from friendships where user_low = $1 and user_high = $2',
    ordered(a, b),
  );
  return (rowCount ?? 0) > 0;
}

/** The pending request between the two, whoever sent it. */
async function pendingSender(sql: Sql, a: string, b: string): Promise<string | null> {
  const { rows } = await sql.query<{ sender_id: string }>(
    `select sender_id from friend_requests
     where (sender_id = $1 and recipient_id = $2) or (sender_id = $2 and recipient_id = $1)`,
    [a, b],
  );
  return rows[0]?.sender_id ?? null;
}

/** Where `viewerId` stands with `otherId`. */
export async function relationBetween(sql: Sql, viewerId: string, otherId: string): Promise<FriendRelation> {
  if (viewerId === otherId) return 'self';
  const [low, high] = ordered(viewerId, otherId);
  const { rows } = await sql.query<{ friends: boolean; sender_id: string | null }>(
    `select exists(select 1 from friendships where user_low = $1 and user_high = $2) as friends,
       (select sender_id from friend_requests
        where (sender_id = $1 and recipient_id = $2) or (sender_id = $2 and recipient_id = $1)) as sender_id`,
    [low, high],
  );
  const row = rows[0]!;
  if (row.friends) return 'friends';
  if (row.sender_id === viewerId) return 'sent';
  if (row.sender_id === otherId) return 'received';
  return 'none';
}

/** What a change did, for the notification sent once it is committed. */
export type FriendChange = { relation: FriendRelation; notify: 'friend_request' | 'friend_accepted' | null };

/** Turns the pending request `senderId` → `recipientId` into a friendship (the request is already deleted). */
async function befriend(client: pg.PoolClient, a: string, b: string): Promise<void> {
  await client.query(
    'insert into friendships (user_low, user_high) values ($1, $2) on conflict do nothing',
    ordered(a, b),
  );
}

/**
 * Sends a friend request to `targetId`. Refused to oneself, to a resident who does not exist or
 * whom a moderator hid, to a friend and when the same request is already pending; when the other
 * resident already asked, it accepts their request instead.
 */
export async function sendFriendRequest(pool: pg.Pool, senderId: string, targetId: string): Promise<FriendChange> {
  if (senderId === targetId) throw new AppError('CANNOT_FRIEND_SELF');
  return inTransaction(pool, async (client) => {
    await lockPair(client, senderId, targetId);
    const { rowCount } = await client.query('select 1 from "user" where id = $1 and hidden_at is null', [targetId]);
    if (!rowCount) throw new AppError('PROFILE_NOT_FOUND');
    if (await areFriends(client, senderId, targetId)) throw new AppError('ALREADY_FRIENDS');
    const pending = await pendingSender(client, senderId, targetId);
    if (pending === senderId) throw new AppError('FRIEND_REQUEST_PENDING');
    if (pending === targetId) {
      await client.query('delete from friend_requests where sender_id = $1 and recipient_id = $2', [
        targetId,
        senderId,
      ]);
      await befriend(client, senderId, targetId);
      return { relation: 'friends', notify: 'friend_accepted' };
    }
    await client.query('insert into friend_requests (sender_id, recipient_id) values ($1, $2)', [senderId, targetId]);
    return { relation: 'sent', notify: 'friend_request' };
  });
}

/**
 * 'Accepter': only the recipient, once. A second accept of the same request (a double click, two
 * tabs) finds the friendship made and changes nothing.
 */
export async function acceptFriendRequest(pool: pg.Pool, recipientId: string, senderId: string): Promise<FriendChange> {
  return inTransaction(pool, async (client) => {
    await lockPair(client, recipientId, senderId);
    const { rowCount } = await client.query('delete from friend_requests where sender_id = $1 and recipient_id = $2', [
      senderId,
      recipientId,
    ]);
    if (rowCount) {
      await befriend(client, recipientId, senderId);
      return { relation: 'friends', notify: 'friend_accepted' };
    }
    if (await areFriends(client, recipientId, senderId)) return { relation: 'friends', notify: null };
    if ((await pendingSender(client, recipientId, senderId)) === recipientId) {
      throw new AppError('FRIEND_REQUEST_RECIPIENT_ONLY');
    }
    throw new AppError('FRIEND_REQUEST_NOT_FOUND');
  });
}

/** 'Refuser': only the recipient; the sender is not told. */
export async function refuseFriendRequest(sql: Sql, recipientId: string, senderId: string): Promise<FriendChange> {
  const { rowCount } = await sql.query('delete from friend_requests where sender_id = $1 and recipient_id = $2', [
    senderId,
    recipientId,
  ]);
  if (rowCount) return { relation: 'none', notify: null };
  if ((await pendingSender(sql, recipientId, senderId)) === recipientId) {
    throw new AppError('FRIEND_REQUEST_RECIPIENT_ONLY');
  }
  throw new AppError('FRIEND_REQUEST_NOT_FOUND');
}

/** 'Annuler': only the sender withdraws their request. */
export async function cancelFriendRequest(sql: Sql, senderId: string, recipientId: string): Promise<FriendChange> {
  const { rowCount } = await sql.query('delete from friend_requests where sender_id = $1 and recipient_id = $2', [
    senderId,
    recipientId,
  ]);
  if (rowCount) return { relation: 'none', notify: null };
  if ((await pendingSender(sql, senderId, recipientId)) === recipientId)
    throw new AppError('FRIEND_REQUEST_SENDER_ONLY');
  throw new AppError('FRIEND_REQUEST_NOT_FOUND');
}

/** 'Retirer': either friend ends the friendship; ending one that is already gone is not an error. */
export async function removeFriend(sql: Sql, userId: string, friendId: string): Promise<FriendChange> {
  await sql.query('delete from friendships where user_low = $1 and user_high = $2', ordered(userId, friendId));
  return { relation: await relationBetween(sql, userId, friendId), notify: null };
}

/**
 * After the change is committed: the recipient hears of a new request, the sender of an accepted
 * one (its link opens the new friend's page). The notifier applies the 'Amis' switch.
 */
export async function notifyFriendChange(
  sql: Sql,
  notifier: Notifier,
  actorId: string,
  otherId: string,
  change: FriendChange,
): Promise<void> {
  if (!change.notify) return;
  let link = '/friends';
  if (change.notify === 'friend_accepted') {
    const { rows } = await sql.query<{ username: string | null }>(
      `select ${shownUsername()} as username from "user" where id = $1`,
      [actorId],
    );
    if (rows[0]?.username) link = `/profile/${encodeURIComponent(rows[0].username)}`;
  }
  await notifier.notify({ userId: otherId, actorId, type: change.notify, content: '', link });
}

// ------------------------------------------------------------------ lists

/** The cursor of 'Mes amis': the friendship's start in microseconds since 1970 and the friend's id. */
const friendsCursor = cursorCodec<[us: string, id: string]>(cursorFields.micros, cursorFields.userId);

/** The resident's friends, newest friendship first; profiles a moderator hid are left out. */
export async function listFriends(sql: Sql, userId: string, cursorValue: string | undefined): Promise<FriendsPage> {
  const cursor = friendsCursor.decode(cursorValue);
  const values: unknown[] = [userId, FRIENDS_PAGE_SIZE + 1];
  const param = (value: unknown) => `$${values.push(value)}`;
  const after = cursor
    ? `and (m.created_at, u.id) < (timestamptz 'epoch' + ${param(cursor[0])}::bigint * interval '1 microsecond', ${param(cursor[1])})`
    : '';
  const { rows } = await sql.query<PersonRow & { since: string; cursor_us: string; total: number }>(
    `with mine as ${friendsOf('$1')}
     select ${PERSON_COLUMNS}, ${iso('m.created_at')} as since,
       (extract(epoch from m.created_at) * 1000000)::bigint::text as cursor_us,
       (select count(*) from mine m2 join "user" u2 on u2.id = m2.friend_id where u2.hidden_at is null)::int as total
     from mine m join "user" u on u.id = m.friend_id
     where u.hidden_at is null ${after}
     order by m.created_at desc, u.id desc
     limit $2`,
    values,
  );
  const page = rows.slice(0, FRIENDS_PAGE_SIZE);
  const last = page.at(-1);
  let total = rows[0]?.total;
  if (total === undefined) {
    // An empty page still says how many friends there are.
    const { rows: counted } = await sql.query<{ total: number }>(
      `select count(*)::int as total from ${friendsOf('$1')} m join "user" u on u.id = m.friend_id where u.hidden_at is null`,
      [userId],
    );
    total = counted[0]!.total;
  }
  return {
    friends: page.map((r) => ({ person: toPerson(r), since: r.since })),
    total,
    nextCursor: rows.length > FRIENDS_PAGE_SIZE && last ? friendsCursor.encode([last.cursor_us, last.id]) : null,
  };
}

/** Pending requests both ways, newest first, with their totals. */
export async function listFriendRequests(sql: Sql, userId: string): Promise<FriendRequestsResponse> {
  const read = (mine: 'sender_id' | 'recipient_id', theirs: 'sender_id' | 'recipient_id') =>
    sql.query<PersonRow & { created_at: string; total: number }>(
      `select ${PERSON_COLUMNS}, ${iso('r.created_at')} as created_at, (count(*) over ())::int as total
       from friend_requests r join "user" u on u.id = r.${theirs}
       where r.${mine} = $1 and u.hidden_at is null
       order by r.created_at desc, u.id desc
       limit $2`,
      [userId, FRIEND_REQUESTS_LIMIT],
    );
  const [received, sent] = await Promise.all([read('recipient_id', 'sender_id'), read('sender_id', 'recipient_id')]);
  const toRequest = (r: PersonRow & { created_at: string }) => ({ person: toPerson(r), createdAt: r.created_at });
  return {
    received: received.rows.map(toRequest),
    sent: sent.rows.map(toRequest),
    receivedTotal: received.rows[0]?.total ?? 0,
    sentTotal: sent.rows[0]?.total ?? 0,
  };
}

/**
 * 'Personnes que vous pourriez connaître', in one query: the friends of the resident's friends
 * ranked by how many friends they share (the real count), then, to fill the list, the newest
 * residents sharing none. Never the resident, a friend, anyone a request is pending with, a
 * profile a moderator hid or one its resident keeps private (profileVisible off). Ties go to the
 * newest account, then the id, so the order is stable.
 */
/** Who may be suggested, from `"user" u`: not hidden by a moderator, e-mail confirmed, profile visible. */
const SUGGESTIBLE = `u.hidden_at is null and u.email_verified
  and coalesce((select s.profile_visible from user_settings s where s.user_id = u.id), true)`;

export async function listFriendSuggestions(sql: Sql, userId: string): Promise<FriendSuggestionsResponse> {
  const { rows } = await sql.query<PersonRow & { mutual: number }>(
    `with mine as (select friend_id as id from ${friendsOf('$1')} f),
     excluded as (
       select id from mine
       union all select recipient_id from friend_requests where sender_id = $1
       union all select sender_id from friend_requests where recipient_id = $1
       union all select $1::text
     ),
     mutual as (
       select x.id, count(*)::int as n
       from mine m
       join "user" mu on mu.id = m.id and mu.hidden_at is null
       cross join lateral (select friend_id as id from ${friendsOf('m.id')} ff) x
       where x.id not in (select id from excluded)
       group by x.id
     ),
     candidates as (
       select u.id, m.n, u.created_at from mutual m join "user" u on u.id = m.id where ${SUGGESTIBLE}
       union all
       (select u.id, 0, u.created_at from "user" u
        where ${SUGGESTIBLE} and u.id not in (select id from excluded) and u.id not in (select id from mutual)
        order by u.created_at desc, u.id limit $2)
     )
     select ${PERSON_COLUMNS}, c.n as mutual
     from candidates c join "user" u on u.id = c.id
     order by c.n desc, c.created_at desc, c.id
     limit $2`,
    [userId, FRIEND_SUGGESTIONS_LIMIT],
  );
  return { suggestions: rows.map((r) => ({ person: toPerson(r), mutualFriends: r.mutual })) };
}

/**
 * The friends shown on `username`'s public page: the same visibility as the page (404 for a
 * profile a moderator hid, nothing listed when its resident keeps it private), the newest first.
 */
export async function listProfileFriends(
  sql: Sql,
  visibility: Visibility,
  username: string,
  viewer: Reader,
): Promise<ProfileFriendsResponse> {
  const values: unknown[] = [username];
  const reader = sqlReader(viewer, (v) => `$${values.push(v)}`, visibility);
  const { rows } = await sql.query<{ id: string; profile_visible: boolean }>(
    `select u.id, coalesce(s.profile_visible, true) as profile_visible
     from "user" u left join user_settings s on s.user_id = u.id
     where lower(u.username) = lower($1) and ${notHidden('profile', 'u', reader)}`,
    values,
  );
  const target = rows[0];
  if (!target) throw new AppError('PROFILE_NOT_FOUND');
  const relation = viewer ? await relationBetween(sql, viewer.id, target.id) : null;
  if (!target.profile_visible && viewer?.id !== target.id && !canSeeAllFriends(viewer)) {
    return { friends: [], total: 0, hidden: true, relation };
  }
  const listValues: unknown[] = [target.id, PROFILE_FRIENDS_LIMIT];
  const listReader = sqlReader(viewer, (v) => `$${listValues.push(v)}`, visibility);
  const { rows: friends } = await sql.query<PersonRow & { total: number }>(
    `select ${PERSON_COLUMNS}, (count(*) over ())::int as total
     from ${friendsOf('$1')} m join "user" u on u.id = m.friend_id
     where ${notHidden('profile', 'u', listReader)}
     order by m.created_at desc, u.id desc
     limit $2`,
    listValues,
  );
  return { friends: friends.map(toPerson), total: friends[0]?.total ?? 0, hidden: false, relation };
}
