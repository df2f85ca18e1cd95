import type {
  FeaturedProfilesResponse,
  FollowResponse,
  MyProfile,
  Profile,
  ProfilePerson,
  Role,
  UpdateProfileInput,
} from '@portmarin/shared';
import type pg from 'pg';
import { feedChanged, inFeed } from '../posts/index.ts';
import type { RowOf } from '../../db/rows.ts';
import type { user } from '../../db/schema/index.ts';
import { assignments, inTransaction, type Sql } from '../../db/sql.ts';
import { notHidden, readerAt, sqlReader, VISITOR, type Reader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { uploadUrl, type UploadStore } from '../../plugins/uploads.ts';
import { isVerifiedResident } from '../verification/index.ts';
import { canSeeHiddenProfile } from './profiles.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

/** The viewer of a page: a signed-in resident's id and role, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

const PHOTOS_LIMIT = 6;
const FOLLOWERS_LIMIT = 6;

/** `u.username` is `$n`, whatever the case it is typed in. */
const usernameIs = (param: string) => `lower(u.username) = lower(${param})`;

type ProfileRow = Pick<
  RowOf<typeof user>,
  'id' | 'name' | 'email' | 'image' | 'cover_image' | 'bio' | 'location' | 'verified' | 'role' | 'created_at'
> & {
  username: string | null;
  hidden_by_moderation: boolean;
  profile_visible: boolean;
  verified_resident: boolean;
  posts_count: number;
  followers_count: number;
  following_count: number;
  likes_received_count: number;
  is_followed_by_me: boolean;
};

/**
 * One row per resident with every counter counted from the data, in a single query. `where` is
 * a condition on `u` whose value is `$1`; `$2` is the viewer's id (null for a visitor).
 */
async function findProfileRow(sql: Sql, visibility: Visibility, where: string, value: string, viewer: Reader) {
  const reader = readerAt(viewer, '$2', visibility);
  const { rows } = await sql.query<ProfileRow>(
    `select u.id, u.name, u.email, ${shownUsername('u')} as username, u.image, u.cover_image, u.bio, u.location,
            u.verified, u.role, u.created_at, u.hidden_at is not null as hidden_by_moderation,
            coalesce(s.profile_visible, true) as profile_visible,
            (coalesce(s.show_verified_resident, false) and ${isVerifiedResident('u.id')}) as verified_resident,
            (select count(*) from posts p
              where p.user_id = u.id and ${inFeed('p')} and ${notHidden('post', 'p', reader)})::int as posts_count,
            (select count(*) from follows f where f.following_id = u.id)::int as followers_count,
            (select count(*) from follows f where f.follower_id = u.id)::int as following_count,
            (select count(*) from post_likes l join posts p on p.id = l.post_id where p.user_id = u.id)::int
              as likes_received_count,
            exists(select 1 from follows f where f.follower_id = $2 and f.following_id = u.id) as is_followed_by_me
       from "user" u
       left join user_settings s on s.user_id = u.id
      where ${where} and ${notHidden('profile', 'u', reader)}`,
    [value, viewer?.id ?? null],
  );
  return rows[0];
}

async function latestPhotos(
  sql: Sql,
  visibility: Visibility,
  userId: string,
  viewer: Reader,
): Promise<Profile['photos']> {
  const values: unknown[] = [userId];
  const reader = sqlReader(viewer, (value) => `$${values.push(value)}`, visibility);
  const { rows } = await sql.query<{ post_id: string; url: string; thumbnail_url: string | null; alt: string | null }>(
    `select p.id as post_id, p.image_url as url, p.thumbnail_url, p.image_alt as alt
       from posts p
      where p.user_id = $1 and p.image_url is not null and ${inFeed('p')} and ${notHidden('post', 'p', reader)}
      order by p.created_at desc, p.id desc
      limit ${PHOTOS_LIMIT}`,
    values,
  );
  return rows.map((r) => ({ postId: r.post_id, url: r.url, thumbnailUrl: r.thumbnail_url ?? r.url, alt: r.alt }));
}

async function latestFollowers(
  sql: Sql,
  visibility: Visibility,
  userId: string,
  viewer: Reader,
): Promise<ProfilePerson[]> {
  const values: unknown[] = [userId];
  const reader = sqlReader(viewer, (value) => `$${values.push(value)}`, visibility);
  const { rows } = await sql.query<ProfilePerson>(
    `select u.id, u.name, ${shownUsername('u')} as username, u.image
       from follows f
       join "user" u on u.id = f.follower_id
      where f.following_id = $1 and ${notHidden('profile', 'u', reader)}
      order by f.created_at desc, u.id
      limit ${FOLLOWERS_LIMIT}`,
    values,
  );
  return rows;
}

async function toProfile(sql: Sql, visibility: Visibility, row: ProfileRow, viewer: Viewer): Promise<Profile> {
  const isMe = viewer?.id === row.id;
  if (!row.profile_visible && !isMe && !canSeeHiddenProfile(viewer)) return hiddenProfile(row);
  const [photos, followers] = await Promise.all([
    latestPhotos(sql, visibility, row.id, viewer),
    latestFollowers(sql, visibility, row.id, viewer),
  ]);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    hidden: false,
    image: row.image,
    coverImage: row.cover_image,
    bio: row.bio,
    location: row.location,
    verified: row.verified,
    verifiedResident: row.verified_resident,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    postsCount: row.posts_count,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    likesReceivedCount: row.likes_received_count,
    isMe,
    isFollowedByMe: row.is_followed_by_me,
    photos,
    followers,
    hiddenByModeration: row.hidden_by_moderation,
  };
}

/** A resident who turned profileVisible off shows others only their name. */
function hiddenProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    username: null,
    hidden: true,
    image: null,
    coverImage: null,
    bio: null,
    location: null,
    verified: false,
    verifiedResident: false,
    role: 'user',
    createdAt: row.created_at.toISOString(),
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    likesReceivedCount: 0,
    isMe: false,
    isFollowedByMe: false,
    photos: [],
    followers: [],
  };
}

export async function getProfileByUsername(
  sql: Sql,
  visibility: Visibility,
  username: string,
  viewer: Viewer,
): Promise<Profile> {
  const row = await findProfileRow(sql, visibility, usernameIs('$1'), username, viewer);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return toProfile(sql, visibility, row, viewer);
}

export async function getMyProfile(sql: Sql, visibility: Visibility, userId: string): Promise<MyProfile> {
  const row = await findProfileRow(sql, visibility, 'u.id = $1', userId, { id: userId, role: 'user' });
  if (!row) throw new AppError('UNAUTHENTICATED');
  const profile = await toProfile(sql, visibility, row, { id: userId, role: row.role });
  return { ...profile, email: row.email };
}

/** 'Profils à découvrir': verified residents the town features, never the viewer themselves. */
export async function listFeaturedProfiles(sql: Sql, viewerId: string | null): Promise<FeaturedProfilesResponse> {
  const { rows } = await sql.query<FeaturedProfilesResponse['profiles'][number]>(
    `select u.id, u.name, u.display_username as username, u.image
       from "user" u
      where u.featured and u.email_verified and ($1::text is null or u.id <> $1)
        -- Never a profile a moderator hid, whoever looks.
        and ${notHidden('profile', 'u', VISITOR)}
      order by u.name
      limit 6`,
    [viewerId],
  );
  return { profiles: rows };
}

/** The resident's own avatar or cover upload shown at `url`, if the picture is one. */
async function pictureUploadId(sql: Sql, userId: string, url: string, kind: 'avatar' | 'cover') {
  const { rows } = await sql.query<{ id: string }>(
    'select id from uploads where user_id = $1 and kind = $2 and $3::text || file_name = $4',
    [userId, kind, uploadUrl(''), url],
  );
  return rows[0]?.id ?? null;
}

/** Applies the changed fields in one transaction; undefined leaves a field as it is. */
export async function updateProfile(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadStore,
  userId: string,
  input: UpdateProfileInput,
): Promise<MyProfile> {
  const change: { name?: string; bio?: string | null; location?: string | null } & Partial<
    Pick<RowOf<typeof user>, 'image' | 'cover_image' | 'username' | 'display_username'>
  > = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.bio !== undefined) change.bio = input.bio;
  if (input.location !== undefined) change.location = input.location;
  // Ownership and kind are checked before writing: someone else's upload is UPLOAD_NOT_FOUND.
  if (input.avatarUploadId !== undefined) {
    change.image =
      input.avatarUploadId === null ? null : (await uploads.getOwned(userId, input.avatarUploadId, ['avatar'])).url;
  }
  if (input.coverUploadId !== undefined) {
    change.cover_image =
      input.coverUploadId === null ? null : (await uploads.getOwned(userId, input.coverUploadId, ['cover'])).url;
  }
  const newUsername = input.username;
  if (newUsername !== undefined) {
    // Same storage as the sign-up's username plugin: lower-cased for uniqueness, typed form for display.
    change.username = newUsername.toLowerCase();
    change.display_username = newUsername;
  }

  let before: Pick<RowOf<typeof user>, 'image' | 'cover_image'> | undefined;
  try {
    before = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<Pick<RowOf<typeof user>, 'image' | 'cover_image'>>(
        'select image, cover_image from "user" where id = $1 for update',
        [userId],
      );
      if (newUsername !== undefined) {
        const taken = await client.query(`select 1 from "user" u where ${usernameIs('$1')} and u.id <> $2 limit 1`, [
          newUsername,
          userId,
        ]);
        if (taken.rowCount !== 0) throw new AppError('USERNAME_TAKEN');
      }
      const values: unknown[] = [userId];
      const sets = assignments(change, values);
      if (sets.length > 0) {
        await client.query(`update "user" set ${sets.join(', ')}, updated_at = now() where id = $1`, values);
      }
      return rows[0];
    });
  } catch (error) {
    // Two residents claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
  // The feed shows its authors' names and photos.
  if (change.name !== undefined || change.image !== undefined || change.username !== undefined) {
    await feedChanged(pool);
  }

  // A replaced or removed picture is nobody's any more: its upload and files go.
  const replaced = [
    { old: before?.image, next: change.image, kind: 'avatar' as const },
    { old: before?.cover_image, next: change.cover_image, kind: 'cover' as const },
  ];
  for (const { old, next, kind } of replaced) {
    if (next === undefined || !old || old === next) continue;
    const uploadId = await pictureUploadId(pool, userId, old, kind);
    if (uploadId) await uploads.remove(uploadId);
  }
  return getMyProfile(pool, visibility, userId);
}

/** A hidden profile cannot be followed (it does not exist for others); it can be unfollowed. */
async function findUserId(sql: Sql, username: string, followable = false): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `select u.id from "user" u where ${usernameIs('$1')} ${followable ? `and ${notHidden('profile', 'u', VISITOR)}` : ''}`,
    [username],
  );
  if (!rows[0]) throw new AppError('PROFILE_NOT_FOUND');
  return rows[0].id;
}

async function followersCount(sql: Sql, userId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    'select count(*)::int as count from follows where following_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Idempotent: following twice keeps one row. */
export async function follow(sql: Sql, followerId: string, username: string): Promise<FollowResponse> {
  const targetId = await findUserId(sql, username, true);
  if (targetId === followerId) throw new AppError('CANNOT_FOLLOW_SELF');
  await sql.query('insert into follows (follower_id, following_id) values ($1, $2) on conflict do nothing', [
    followerId,
    targetId,
  ]);
  return { following: true, followersCount: await followersCount(sql, targetId) };
}

/** Idempotent: unfollowing someone not followed is not an error. */
export async function unfollow(sql: Sql, followerId: string, username: string): Promise<FollowResponse> {
  const targetId = await findUserId(sql, username);
  if (targetId === followerId) throw new AppError('CANNOT_FOLLOW_SELF');
  await sql.query('delete from follows where follower_id = $1 and following_id = $2', [followerId, targetId]);
  return { following: false, followersCount: await followersCount(sql, targetId) };
}

/** A new follower (type friend) notifies the resident followed; the link opens the follower's page. */
export async function notifyFollowed(
  sql: Sql,
  notifier: Notifier,
  followerId: string,
  username: string,
): Promise<void> {
  const { rows } = await sql.query<{ target_id: string; follower_username: string | null }>(
    `select u.id as target_id, ${shownUsername('follower')} as follower_username
       from "user" u join "user" follower on follower.id = $2
      where ${usernameIs('$1')}`,
    [username, followerId],
  );
  const row = rows[0];
  if (!row?.follower_username) return;
  await notifier.notify({
    userId: row.target_id,
    actorId: followerId,
    type: 'friend',
    content: '',
    link: `/profile/${row.follower_username}`,
  });
}
