import type { FollowResponse, MyProfile, Profile, ProfilePerson, Role, UpdateProfileInput } from '@portmarin/shared';
import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inFeed } from '../posts/index.ts';
import { uploads as uploadRows, user } from '../../db/schema/index.ts';
import { posts } from '../posts/index.ts';
import { userSettings } from '../settings/index.ts';
import { follows } from './profiles.schema.ts';
import { notHiddenSql, type Reader } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { uploadUrl, type UploadStore } from '../../plugins/uploads.ts';
import { canSeeHiddenProfile } from './profiles.policy.ts';

/** The viewer of a page: a signed-in resident's id and role, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

const PHOTOS_LIMIT = 6;
const FOLLOWERS_LIMIT = 6;

/** The username as the resident typed it, else the stored lower-cased one. */
const shownUsername = sql<string | null>`coalesce(${user.displayUsername}, ${user.username})`;

/** One row per resident with every counter counted from the data, in a single query. */
async function findProfileRow(db: Db, where: SQL, viewer: Reader) {
  const viewerId = viewer?.id ?? null;
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      username: shownUsername,
      image: user.image,
      coverImage: user.coverImage,
      bio: user.bio,
      location: user.location,
      verified: user.verified,
      role: user.role,
      createdAt: user.createdAt,
      hiddenByModeration: sql<boolean>`${user.hiddenAt} is not null`,
      profileVisible: sql<boolean>`coalesce(${userSettings.profileVisible}, true)`,
      postsCount: sql<number>`(select count(*) from posts p
        where p.user_id = ${user.id} and ${sql.raw(inFeed('p'))} and ${notHiddenSql('post', 'p', viewer)})::int`,
      followersCount: sql<number>`(select count(*) from follows f where f.following_id = ${user.id})::int`,
      followingCount: sql<number>`(select count(*) from follows f where f.follower_id = ${user.id})::int`,
      likesReceivedCount: sql<number>`(
        select count(*) from post_likes l join posts p on p.id = l.post_id where p.user_id = ${user.id}
      )::int`,
      isFollowedByMe: sql<boolean>`exists(
        select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${user.id}
      )`,
    })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(and(where, notHiddenSql('profile', '"user"', viewer)));
  return row;
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

async function latestPhotos(db: Db, userId: string, viewer: Reader): Promise<Profile['photos']> {
  const rows = await db
    .select({ postId: posts.id, url: posts.imageUrl, thumbnailUrl: posts.thumbnailUrl })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        isNotNull(posts.imageUrl),
        isNull(posts.groupId),
        isNull(posts.businessPageId),
        notHiddenSql('post', '"posts"', viewer),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(PHOTOS_LIMIT);
  return rows.map((r) => ({ postId: r.postId, url: r.url!, thumbnailUrl: r.thumbnailUrl ?? r.url! }));
}

async function latestFollowers(db: Db, userId: string, viewer: Reader): Promise<ProfilePerson[]> {
  return db
    .select({ id: user.id, name: user.name, username: shownUsername, image: user.image })
    .from(follows)
    .innerJoin(user, eq(user.id, follows.followerId))
    .where(and(eq(follows.followingId, userId), notHiddenSql('profile', '"user"', viewer)))
    .orderBy(desc(follows.createdAt), user.id)
    .limit(FOLLOWERS_LIMIT);
}

async function toProfile(db: Db, row: ProfileRow, viewer: Viewer): Promise<Profile> {
  const isMe = viewer?.id === row.id;
  if (!row.profileVisible && !isMe && !canSeeHiddenProfile(viewer)) return hiddenProfile(row);
  const [photos, followers] = await Promise.all([
    latestPhotos(db, row.id, viewer),
    latestFollowers(db, row.id, viewer),
  ]);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    hidden: false,
    image: row.image,
    coverImage: row.coverImage,
    bio: row.bio,
    location: row.location,
    verified: row.verified,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    postsCount: row.postsCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    likesReceivedCount: row.likesReceivedCount,
    isMe,
    isFollowedByMe: row.isFollowedByMe,
    photos,
    followers,
    hiddenByModeration: row.hiddenByModeration,
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
    role: 'user',
    createdAt: row.createdAt.toISOString(),
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

const byUsername = (username: string) => sql`lower(${user.username}) = lower(${username})`;

export async function getProfileByUsername(db: Db, username: string, viewer: Viewer): Promise<Profile> {
  const row = await findProfileRow(db, byUsername(username), viewer);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return toProfile(db, row, viewer);
}

export async function getMyProfile(db: Db, userId: string): Promise<MyProfile> {
  const row = await findProfileRow(db, eq(user.id, userId), { id: userId, role: 'user' });
  if (!row) throw new AppError('UNAUTHENTICATED');
  const profile = await toProfile(db, row, { id: userId, role: row.role });
  return { ...profile, email: row.email };
}

/** The resident's own avatar or cover upload shown at `url`, if the picture is one. */
async function pictureUploadId(db: Db, userId: string, url: string, kind: 'avatar' | 'cover') {
  const [row] = await db
    .select({ id: uploadRows.id })
    .from(uploadRows)
    .where(
      and(
        eq(uploadRows.userId, userId),
        eq(uploadRows.kind, kind),
        sql`${uploadUrl('')} || ${uploadRows.fileName} = ${url}`,
      ),
    );
  return row?.id ?? null;
}

/** Applies the changed fields in one transaction; undefined leaves a field as it is. */
export async function updateProfile(
  db: Db,
  uploads: UploadStore,
  userId: string,
  input: UpdateProfileInput,
): Promise<MyProfile> {
  const change: Partial<typeof user.$inferInsert> = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.bio !== undefined) change.bio = input.bio;
  if (input.location !== undefined) change.location = input.location;
  // Ownership and kind are checked before writing: someone else's upload is UPLOAD_NOT_FOUND.
  if (input.avatarUploadId !== undefined) {
    change.image =
      input.avatarUploadId === null ? null : (await uploads.getOwned(userId, input.avatarUploadId, ['avatar'])).url;
  }
  if (input.coverUploadId !== undefined) {
    change.coverImage =
      input.coverUploadId === null ? null : (await uploads.getOwned(userId, input.coverUploadId, ['cover'])).url;
  }
  const newUsername = input.username;
  if (newUsername !== undefined) {
    // Same storage as the sign-up's username plugin: lower-cased for uniqueness, typed form for display.
    change.username = newUsername.toLowerCase();
    change.displayUsername = newUsername;
  }

  let before: { image: string | null; coverImage: string | null } | undefined;
  try {
    before = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ image: user.image, coverImage: user.coverImage })
        .from(user)
        .where(eq(user.id, userId))
        .for('update');
      if (newUsername !== undefined) {
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(byUsername(newUsername), ne(user.id, userId)))
          .limit(1);
        if (taken) throw new AppError('USERNAME_TAKEN');
      }
      if (Object.keys(change).length > 0) {
        await tx
          .update(user)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(user.id, userId));
      }
      return current;
    });
  } catch (error) {
    // Two residents claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }

  // A replaced or removed picture is nobody's any more: its upload and files go.
  const replaced = [
    { old: before?.image, next: change.image, kind: 'avatar' as const },
    { old: before?.coverImage, next: change.coverImage, kind: 'cover' as const },
  ];
  for (const { old, next, kind } of replaced) {
    if (next === undefined || !old || old === next) continue;
    const uploadId = await pictureUploadId(db, userId, old, kind);
    if (uploadId) await uploads.remove(uploadId);
  }
  return getMyProfile(db, userId);
}

/** A hidden profile cannot be followed (it does not exist for others); it can be unfollowed. */
async function findUserId(db: Db, username: string, followable = false): Promise<string> {
  const [target] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(byUsername(username), followable ? notHiddenSql('profile', '"user"', null) : undefined));
  if (!target) throw new AppError('PROFILE_NOT_FOUND');
  return target.id;
}

async function followersCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followingId, userId));
  return row?.count ?? 0;
}

/** Idempotent: following twice keeps one row. */
export async function follow(db: Db, followerId: string, username: string): Promise<FollowResponse> {
  const targetId = await findUserId(db, username, true);
  if (targetId === followerId) throw new AppError('CANNOT_FOLLOW_SELF');
  await db.insert(follows).values({ followerId, followingId: targetId }).onConflictDoNothing();
  return { following: true, followersCount: await followersCount(db, targetId) };
}

/** Idempotent: unfollowing someone not followed is not an error. */
export async function unfollow(db: Db, followerId: string, username: string): Promise<FollowResponse> {
  const targetId = await findUserId(db, username);
  if (targetId === followerId) throw new AppError('CANNOT_FOLLOW_SELF');
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followingId, targetId)));
  return { following: false, followersCount: await followersCount(db, targetId) };
}

/** A new follower (type friend) notifies the resident followed; the link opens the follower's page. */
export async function notifyFollowed(db: Db, notifier: Notifier, followerId: string, username: string): Promise<void> {
  const follower = alias(user, 'follower');
  const [row] = await db
    .select({
      targetId: user.id,
      followerUsername: sql<string | null>`coalesce(${follower.displayUsername}, ${follower.username})`,
    })
    .from(user)
    .innerJoin(follower, eq(follower.id, followerId))
    .where(byUsername(username));
  if (!row?.followerUsername) return;
  await notifier.notify({
    userId: row.targetId,
    actorId: followerId,
    type: 'friend',
    content: '',
    link: `/profile/${row.followerUsername}`,
  });
}
