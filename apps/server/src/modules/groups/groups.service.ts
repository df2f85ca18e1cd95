import {
  type CreateGroupInput,
  type Group,
  type GroupDetail,
  type GroupJoinRequest,
  type GroupMember,
  type GroupMembersPage,
  type GroupRequestsPage,
  type GroupRole,
  type GroupsPage,
  type GroupsPageQuery,
  type JoinGroupResponse,
  type LeaveGroupResponse,
  type Role,
  type UpdateGroupInput,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql, prepared } from '../../db/sql.ts';
import { hiddenFlag, notHidden, readerAt, VISITOR, WRITER, type Visibility } from '../../db/visibility.ts';
import { logModeration, staffEntry } from '../../db/moderation-log.ts';
import { AppError } from '../../lib/app-error.ts';
import { isStaff } from '../../lib/roles.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';
import { uploadUrl, type UploadStore } from '../../plugins/uploads.ts';
import { canDeleteGroup, canLeaveGroup, canManageGroup, canReadGroup, type GroupViewer } from './groups.policy.ts';
import { shownUsername } from '../../db/user-names.ts';
import type { RowOf } from '../../db/rows.ts';
import type { user } from '../../db/schema/index.ts';

/** The viewer of a request: a signed-in resident's id and site role, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

const GROUP_COLUMNS = `g.id, g.name, g.description, g.category, g.is_private, g.members_count, g.avatar_url,
  ${iso('g.created_at')} as created_at, ${hiddenFlag('g')} as hidden`;

type GroupRow = {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  is_private: boolean;
  members_count: number;
  avatar_url: string | null;
  created_at: string;
  hidden: boolean;
};

function toGroup(r: GroupRow): Group {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    isPrivate: r.is_private,
    membersCount: r.members_count,
    avatarUrl: r.avatar_url,
    createdAt: r.created_at,
    hiddenByModeration: r.hidden,
  };
}

// ------------------------------------------------------------------ lists of groups

type SummaryRow = GroupRow & { role: GroupRole | null; cursor_at: string };

function toSummary(r: SummaryRow) {
  return { ...toGroup(r), role: r.role, isAdmin: r.role === 'admin' };
}

/** Mes groupes: the resident's groups, the latest joined first, with their role. */
export async function listMyGroups(
  sql: Sql,
  visibility: Visibility,
  userId: string,
  query: GroupsPageQuery,
): Promise<GroupsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [userId, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<SummaryRow>(
    prepared(
      `select ${GROUP_COLUMNS}, m.role, ${isoMicro('m.created_at')} as cursor_at
     from group_members m join groups g on g.id = m.group_id
     where m.user_id = $1 and ${notHidden('group', 'g', { param: '$1', moderator: false, visibility })}
       ${cursor ? 'and (m.created_at, m.group_id) < ($3::timestamptz, $4::uuid)' : ''}
     order by m.created_at desc, m.group_id desc
     limit $2`,
      values,
    ),
  );
  const page = pageOf(rows, query.limit);
  return { groups: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

/** The shared results (plugins/shared-results.ts) holding the visitors' first pages of Découvrir. */
export const GROUPS_TOPIC = 'groups';

/**
 * Says that a write changed what Découvrir shows visitors (a group created, edited, deleted, hidden
 * or restored, joined or left): every instance drops the first pages it keeps.
 */
export const groupsChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [GROUPS_TOPIC]);

/**
 * Découvrir's JSON text as the route answers it: a visitor's first page (the same for every visitor)
 * from the instance's shared results, kept until a write of the groups drops it.
 */
export async function readDiscoverGroups(
  sql: Sql,
  results: SharedResults,
  viewerId: string | null,
  query: GroupsPageQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listDiscoverGroups(sql, viewerId, query));
  if (viewerId || query.cursor) return load();
  return results.get(GROUPS_TOPIC, `discover:${query.limit}`, load);
}

/**
 * Découvrir: public groups the viewer has not joined (every public group for a visitor), newest
 * first (spec: suggestions are the groups with is_private false).
 */
export async function listDiscoverGroups(
  sql: Sql,
  viewerId: string | null,
  query: GroupsPageQuery,
): Promise<GroupsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  // Suggestions never include a group a moderator hid (its admins have it in Mes groupes).
  const where = ['not g.is_private', notHidden('group', 'g', VISITOR)];
  if (viewerId) {
    values.push(viewerId);
    where.push(`not exists(select 1 from group_members m where m.group_id = g.id and m.user_id = $${values.length})`);
  }
  if (cursor) {
    values.push(cursor.at, cursor.id);
    where.push(`(g.created_at, g.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  const { rows } = await sql.query<SummaryRow>(
    prepared(
      `select ${GROUP_COLUMNS}, null as role, ${isoMicro('g.created_at')} as cursor_at
     from groups g
     where ${where.join(' and ')}
     order by g.created_at desc, g.id desc
     limit $1`,
      values,
    ),
  );
  const page = pageOf(rows, query.limit);
  return { groups: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

// ------------------------------------------------------------------ one group

type AccessRow = GroupRow & {
  role: GroupRole | null;
  request_pending: boolean;
  pending_requests: number;
  admins_count: number;
};

/**
 * The group and what the viewer is to it, else GROUP_NOT_FOUND (also when a moderator hid it, but
 * for its admins and moderators; to every writer when `write`). `lock` holds the group row.
 */
async function findGroup(
  sql: Sql,
  visibility: Visibility,
  groupId: string,
  viewer: Viewer,
  lock = false,
  write = false,
) {
  const { rows } = await sql.query<AccessRow>(
    `select ${GROUP_COLUMNS},
       (select m.role from group_members m where m.group_id = g.id and m.user_id = $2) as role,
       exists(select 1 from group_join_requests r where r.group_id = g.id and r.user_id = $2) as request_pending,
       (select count(*) from group_join_requests r where r.group_id = g.id)::int as pending_requests,
       (select count(*) from group_members a where a.group_id = g.id and a.role = 'admin')::int as admins_count
     from groups g
     where g.id = $1 and ${notHidden('group', 'g', write ? WRITER : readerAt(viewer, '$2', visibility))}
     ${lock ? 'for update of g' : ''}`,
    [groupId, viewer?.id ?? null],
  );
  const row = rows[0];
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  const access: GroupViewer = { siteRole: viewer?.role ?? null, groupRole: row.role };
  return { row, access };
}

export async function getGroup(
  sql: Sql,
  visibility: Visibility,
  groupId: string,
  viewer: Viewer,
): Promise<GroupDetail> {
  const { row, access } = await findGroup(sql, visibility, groupId, viewer);
  const admin = canManageGroup(access);
  const canRead = canReadGroup({ isPrivate: row.is_private }, access);
  return {
    ...toGroup(row),
    // A private group shows others its name only, as the search does.
    description: canRead ? row.description : null,
    role: row.role,
    isAdmin: admin,
    requestPending: row.request_pending,
    canRead,
    canDelete: canDeleteGroup(access),
    // Only the admins see how many residents wait.
    pendingRequestsCount: admin ? row.pending_requests : 0,
    // Said before the leave is confirmed, not after (issue 28).
    isLastAdmin: row.role !== null && !canLeaveGroup(row.role, row.admins_count),
  };
}

/**
 * Posts and members of a private group are for its members: GROUP_PRIVATE otherwise (GROUP_NOT_FOUND
 * first, as `findGroup` says). Asked on every read of a group's posts and members, so it reads only
 * the group's row and the viewer's membership: `findGroup`'s counts scanned every member (issue 39).
 */
export async function requireReadable(
  sql: Sql,
  visibility: Visibility,
  groupId: string,
  viewer: Viewer,
): Promise<void> {
  const { rows } = await sql.query<{ is_private: boolean; role: GroupRole | null }>({
    name: `group-readable-${viewer ? (isStaff(viewer) ? 'staff' : 'resident') : 'visitor'}`,
    text: `select g.is_private, (select m.role from group_members m where m.group_id = g.id and m.user_id = $2) as role
     from groups g where g.id = $1 and ${notHidden('group', 'g', readerAt(viewer, '$2', visibility))}`,
    values: [groupId, viewer?.id ?? null],
  });
  const row = rows[0];
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  if (!canReadGroup({ isPrivate: row.is_private }, { siteRole: viewer?.role ?? null, groupRole: row.role }))
    throw new AppError('GROUP_PRIVATE');
}

/** A group admin of the group, else GROUP_ADMINS_ONLY (GROUP_NOT_FOUND first). */
export async function requireGroupAdmin(
  sql: Sql,
  visibility: Visibility,
  groupId: string,
  viewer: Viewer,
): Promise<void> {
  const { access } = await findGroup(sql, visibility, groupId, viewer);
  if (!canManageGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
}

// ------------------------------------------------------------------ creating, editing, deleting

/** The creator becomes its admin and first member, in the same transaction (count 1). */
export async function createGroup(
  pool: pg.Pool,
  visibility: Visibility,
  userId: string,
  input: z.output<typeof CreateGroupInput>,
): Promise<GroupDetail> {
  const id = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into groups (name, description, category, is_private, created_by, members_count)
       values ($1, $2, $3, $4, $5, 1) returning id`,
      [input.name, input.description, input.category, input.isPrivate, userId],
    );
    const groupId = rows[0]!.id;
    await client.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'admin')`, [
      groupId,
      userId,
    ]);
    return groupId;
  });
  await groupsChanged(pool);
  return getGroup(pool, visibility, id, { id: userId, role: 'user' });
}

/**
 * Absent fields stay; a group made public lets its waiting residents in (they asked to join, and
 * anyone may now), in the same transaction.
 */
export async function updateGroup(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
  input: z.output<typeof UpdateGroupInput>,
  uploads: UploadStore,
): Promise<GroupDetail> {
  const replaced = await inTransaction(pool, async (client) => {
    const { access } = await findGroup(client, visibility, groupId, viewer, true);
    if (!canManageGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
    const sets: string[] = [];
    const values: unknown[] = [groupId];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (input.name !== undefined) set('name', input.name);
    if (input.description !== undefined) set('description', input.description);
    if (input.category !== undefined) set('category', input.category);
    if (input.isPrivate !== undefined) set('is_private', input.isPrivate);
    // The picture is an admin's own upload that nothing holds yet; the one it replaces is deleted after.
    let oldAvatar: string | null = null;
    if (input.avatarUploadId !== undefined) {
      const url = input.avatarUploadId
        ? (await uploads.claim(client, viewer.id, input.avatarUploadId, ['avatar'])).url
        : null;
      const { rows } = await client.query<{ avatar_url: string | null }>(
        'select avatar_url from groups where id = $1',
        [groupId],
      );
      if (rows[0]?.avatar_url && rows[0].avatar_url !== url) oldAvatar = rows[0].avatar_url;
      set('avatar_url', url);
    }
    await client.query(`update groups set ${sets.join(', ')}, updated_at = now() where id = $1`, values);
    if (input.isPrivate === false) {
      await client.query(
        `with moved as (
           delete from group_join_requests r where r.group_id = $1 returning r.user_id
         ), added as (
           insert into group_members (group_id, user_id, role) select $1, user_id, 'member' from moved
           on conflict do nothing returning 1
         )
         update groups set members_count = members_count + (select count(*) from added) where id = $1`,
        [groupId],
      );
    }
    return oldAvatar;
  });
  await groupsChanged(pool);
  if (replaced) {
    const { rows } = await pool.query<{ id: string }>('select id from uploads where $1::text || file_name = $2', [
      uploadUrl(''),
      replaced,
    ]);
    if (rows[0]) await uploads.remove(rows[0].id);
  }
  return getGroup(pool, visibility, groupId, viewer);
}

/** Its posts, members and requests go with it (foreign keys on delete cascade). */
export async function deleteGroup(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadStore,
  viewer: NonNullable<Viewer>,
  groupId: string,
): Promise<void> {
  const { access } = await findGroup(pool, visibility, groupId, viewer);
  if (!canDeleteGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
  // A group admin deleting their group is not moderation; the site's staff deleting it is.
  const entry =
    access.groupRole === 'admin' ? null : staffEntry(viewer.id, null, 'delete', { type: 'group', id: groupId });
  const files = await inTransaction(pool, async (client) => {
    // Its avatar and its posts' photos go with it: a private group's photo held by nothing would be public.
    const { rows } = await client.query<{ id: string }>(
      `select u.id from groups g join uploads u on $2::text || u.file_name = g.avatar_url where g.id = $1
       union all
       select p.image_upload_id from posts p where p.group_id = $1 and p.image_upload_id is not null`,
      [groupId, uploadUrl('')],
    );
    await client.query('delete from groups where id = $1', [groupId]);
    if (entry) await logModeration(client, entry);
    return uploads.discard(
      client,
      rows.map((row) => row.id),
    );
  });
  await groupsChanged(pool);
  await uploads.deleteObjects(files);
}

// ------------------------------------------------------------------ joining and leaving

/**
 * Every change of membership locks the group row first, so members_count moves with the rows in
 * the same transaction and concurrent joins, leaves and approvals are counted one after another.
 */
async function addMember(client: pg.PoolClient, groupId: string, userId: string): Promise<number> {
  const { rows } = await client.query<{ members_count: number }>(
    `with added as (
       insert into group_members (group_id, user_id, role) values ($1, $2, 'member')
       on conflict do nothing returning 1
     )
     update groups set members_count = members_count + (select count(*) from added)
     where id = $1 returning members_count`,
    [groupId, userId],
  );
  return rows[0]!.members_count;
}

/** A public group: member at once. A private one: a request for its admins (idempotent both ways). */
export async function joinGroup(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
): Promise<JoinGroupResponse> {
  const changed = await inTransaction<JoinGroupResponse>(pool, async (client) => {
    const { row } = await findGroup(client, visibility, groupId, viewer, true, true);
    if (row.role) return { status: 'member', membersCount: row.members_count };
    if (row.is_private) {
      await client.query('insert into group_join_requests (group_id, user_id) values ($1, $2) on conflict do nothing', [
        groupId,
        viewer.id,
      ]);
      return { status: 'pending', membersCount: row.members_count };
    }
    return { status: 'member', membersCount: await addMember(client, groupId, viewer.id) };
  });
  await groupsChanged(pool);
  return changed;
}

/** Withdraws one's own request; idempotent. */
export async function cancelJoinRequest(
  sql: Sql,
  visibility: Visibility,
  userId: string,
  groupId: string,
): Promise<void> {
  await findGroup(sql, visibility, groupId, null);
  await sql.query('delete from group_join_requests where group_id = $1 and user_id = $2', [groupId, userId]);
}

export async function leaveGroup(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
): Promise<LeaveGroupResponse> {
  const changed = await inTransaction(pool, async (client) => {
    const { row } = await findGroup(client, visibility, groupId, viewer, true);
    if (!row.role) throw new AppError('GROUP_NOT_MEMBER');
    const { rows: admins } = await client.query<{ n: number }>(
      `select count(*)::int as n from group_members where group_id = $1 and role = 'admin'`,
      [groupId],
    );
    if (!canLeaveGroup(row.role, admins[0]!.n)) throw new AppError('GROUP_LAST_ADMIN');
    return { membersCount: await removeRow(client, groupId, viewer.id) };
  });
  await groupsChanged(pool);
  return changed;
}

async function removeRow(client: pg.PoolClient, groupId: string, userId: string): Promise<number> {
  const { rows } = await client.query<{ members_count: number }>(
    `with removed as (delete from group_members where group_id = $1 and user_id = $2 returning 1)
     update groups set members_count = members_count - (select count(*) from removed)
     where id = $1 returning members_count`,
    [groupId, userId],
  );
  return rows[0]!.members_count;
}

// ------------------------------------------------------------------ notifications

/** A private group's admins hear of a request to join; a resident let in hears of it. */
export async function notifyJoinRequested(sql: Sql, notifier: Notifier, requesterId: string, groupId: string) {
  const { rows } = await sql.query<{ user_id: string; name: string }>(
    `select m.user_id, g.name from group_members m join groups g on g.id = m.group_id
     where m.group_id = $1 and m.role = 'admin'`,
    [groupId],
  );
  for (const admin of rows) {
    await notifier.notify({
      userId: admin.user_id,
      actorId: requesterId,
      type: 'group_request',
      content: admin.name,
      link: `/groups/${groupId}`,
    });
  }
}

export async function notifyJoinAccepted(
  sql: Sql,
  notifier: Notifier,
  adminId: string,
  groupId: string,
  userId: string,
) {
  const { rows } = await sql.query<{ name: string }>('select name from groups where id = $1', [groupId]);
  if (!rows[0]) return;
  await notifier.notify({
    userId,
    actorId: adminId,
    type: 'group_accepted',
    content: rows[0].name,
    link: `/groups/${groupId}`,
  });
}

// ------------------------------------------------------------------ the admins' work

/** Approving makes the requester a member (and counts them); refusing only drops the request. */
export async function answerJoinRequest(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
  userId: string,
  approve: boolean,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { access } = await findGroup(client, visibility, groupId, viewer, true);
    if (!canManageGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
    const { rowCount } = await client.query('delete from group_join_requests where group_id = $1 and user_id = $2', [
      groupId,
      userId,
    ]);
    if (!rowCount) throw new AppError('GROUP_REQUEST_NOT_FOUND');
    if (approve) await addMember(client, groupId, userId);
  });
  await groupsChanged(pool);
}

/** An admin removes someone else (another admin too); themselves, they leave instead. */
export async function removeMember(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
  userId: string,
): Promise<LeaveGroupResponse> {
  const changed = await inTransaction(pool, async (client) => {
    const { access } = await findGroup(client, visibility, groupId, viewer, true);
    if (!canManageGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
    if (userId === viewer.id) throw new AppError('GROUP_CANNOT_REMOVE_SELF');
    const { rows } = await client.query('select 1 from group_members where group_id = $1 and user_id = $2', [
      groupId,
      userId,
    ]);
    if (!rows[0]) throw new AppError('NOT_FOUND', "Ce résident n'est pas membre du groupe.");
    return { membersCount: await removeRow(client, groupId, userId) };
  });
  await groupsChanged(pool);
  return changed;
}

/** An admin names another member admin (so that they may leave, or share the work). */
export async function promoteMember(
  pool: pg.Pool,
  visibility: Visibility,
  viewer: NonNullable<Viewer>,
  groupId: string,
  userId: string,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { access } = await findGroup(client, visibility, groupId, viewer, true);
    if (!canManageGroup(access)) throw new AppError('GROUP_ADMINS_ONLY');
    const { rowCount } = await client.query(
      `update group_members set role = 'admin' where group_id = $1 and user_id = $2`,
      [groupId, userId],
    );
    if (!rowCount) throw new AppError('NOT_FOUND', "Ce résident n'est pas membre du groupe.");
  });
  // The role shows in the members' list and in the new admin's Mes groupes.
  await groupsChanged(pool);
}

// ------------------------------------------------------------------ members and requests, paged

/** Members and requests are keyed by (time, user id); user ids are not UUIDs, so they have their own cursor. */
export const personCursor = cursorCodec<[at: string, id: string]>(cursorFields.time, cursorFields.userId);

const PERSON_COLUMNS = `u.id, u.name, ${shownUsername('u')} as username, u.image`;

type PersonRow = Pick<RowOf<typeof user>, 'id' | 'name' | 'image'> & { username: string | null; cursor_at: string };

/**
 * One page of a group's people, members or waiting requests (`x`, joined to `u`), the earliest
 * first: `columns` are the list's own, read from `x`.
 */
async function peoplePage<R>(
  sql: Sql,
  table: 'group_members' | 'group_join_requests',
  columns: string,
  groupId: string,
  query: GroupsPageQuery,
): Promise<{ rows: (PersonRow & R)[]; nextCursor: string | null }> {
  const cursor = personCursor.decode(query.cursor);
  const values: unknown[] = [groupId, query.limit + 1];
  if (cursor) values.push(...cursor);
  const { rows } = await sql.query<PersonRow & R>(
    prepared(
      `select ${PERSON_COLUMNS}, ${columns}, ${isoMicro('x.created_at')} as cursor_at
     from ${table} x join "user" u on u.id = x.user_id
     where x.group_id = $1 ${cursor ? 'and (x.created_at, x.user_id) > ($3::timestamptz, $4)' : ''}
     order by x.created_at, x.user_id
     limit $2`,
      values,
    ),
  );
  if (rows.length <= query.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: personCursor.encode([last.cursor_at, last.id]) };
}

const toPerson = (r: PersonRow) => ({ id: r.id, name: r.name, username: r.username, image: r.image });

/** The members, the earliest first (the founder heads the list). */
export async function listMembers(sql: Sql, groupId: string, query: GroupsPageQuery): Promise<GroupMembersPage> {
  const page = await peoplePage<{ role: GroupRole; joined_at: string }>(
    sql,
    'group_members',
    `x.role, ${iso('x.created_at')} as joined_at`,
    groupId,
    query,
  );
  const members: GroupMember[] = page.rows.map((r) => ({ ...toPerson(r), role: r.role, joinedAt: r.joined_at }));
  return { members, nextCursor: page.nextCursor };
}

/**
 * The shared results holding residents' lists of groups: each resident's Mes groupes (their own
 * memberships) and each group's first page of members (the same for everyone who may read it).
 * Dropped with Découvrir's (`groupsChanged`: every membership, role, group or erasure write), and
 * the members' pages with the feed's topic too (a member's new name or photo), see groups.routes.ts.
 */
export const MY_GROUPS_TOPIC = 'my-groups';
export const GROUP_MEMBERS_TOPIC = 'group-members';

/** `listMyGroups`'s JSON text; the first page kept per resident until a write of the groups drops it. */
export function readMyGroups(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  userId: string,
  query: GroupsPageQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listMyGroups(sql, visibility, userId, query));
  if (query.cursor) return load();
  return results.get(MY_GROUPS_TOPIC, `${userId}:${query.limit}`, load);
}

/**
 * `listMembers`'s JSON text; a group's first page kept for all its readers (the caller's route has
 * checked that the reader may read the group: a private group's members only).
 */
export function readMembers(
  sql: Sql,
  results: SharedResults,
  groupId: string,
  query: GroupsPageQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listMembers(sql, groupId, query));
  if (query.cursor) return load();
  return results.get(GROUP_MEMBERS_TOPIC, `${groupId}:${query.limit}`, load);
}

/** Waiting requests, the oldest first. */
export async function listJoinRequests(sql: Sql, groupId: string, query: GroupsPageQuery): Promise<GroupRequestsPage> {
  const page = await peoplePage<{ requested_at: string }>(
    sql,
    'group_join_requests',
    `${iso('x.created_at')} as requested_at`,
    groupId,
    query,
  );
  const requests: GroupJoinRequest[] = page.rows.map((r) => ({ ...toPerson(r), requestedAt: r.requested_at }));
  return { requests, nextCursor: page.nextCursor };
}
