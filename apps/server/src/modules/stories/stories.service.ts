import {
  STORY_LIFETIME_HOURS,
  type Role,
  type StoriesResponse,
  type StoryGroup,
  type StoryItem,
} from '@portmarin/shared';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleToVisitors } from '../posts/index.ts';
import { user } from '../../db/schema/index.ts';
import { stories, storyViews } from './stories.schema.ts';
import { notHiddenSql, type Reader } from '../../db/visibility.ts';
import type pg from 'pg';
import { staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadStore } from '../../plugins/uploads.ts';
import { canDeleteStory } from './stories.policy.ts';

/** Per resident and per rolling hour: a story strip is not a place to flood. */
export const STORIES_PER_HOUR = 20;
/** The strip shows at most this many residents. */
const MAX_GROUPS = 100;

const live = () => gt(stories.expiresAt, sql`now()`);

function toItem(
  row: { id: string; imageUrl: string; createdAt: Date; expiresAt: Date; hiddenAt?: Date | null },
  seen: boolean,
): StoryItem {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    seen,
    hiddenByModeration: row.hiddenAt != null,
  };
}

/**
 * Live stories grouped per author, each group oldest first. Order: the viewer's own group, then
 * groups with a story the viewer has not seen, then the rest; newest activity first within each.
 */
export async function listStories(db: Db, reader: Reader): Promise<StoriesResponse> {
  const viewerId = reader?.id ?? null;
  const rows = await db
    .select({
      id: stories.id,
      userId: stories.userId,
      imageUrl: stories.imageUrl,
      createdAt: stories.createdAt,
      expiresAt: stories.expiresAt,
      hiddenAt: stories.hiddenAt,
      name: user.name,
      username: sql<string | null>`coalesce(${user.displayUsername}, ${user.username})`,
      image: user.image,
      verified: user.verified,
      seen: sql<boolean>`exists(
        select 1 from story_views v where v.story_id = ${stories.id} and v.viewer_id = ${viewerId}
      )`,
    })
    .from(stories)
    .innerJoin(user, eq(user.id, stories.userId))
    // Visitors do not get the stories of hidden profiles (docs/decisions.md, issue 16).
    .where(
      and(
        live(),
        viewerId ? undefined : sql.raw(visibleToVisitors('stories')),
        notHiddenSql('story', '"stories"', reader),
      ),
    )
    .orderBy(asc(stories.createdAt), asc(stories.id));

  const groups = new Map<string, StoryGroup & { latest: number }>();
  for (const row of rows) {
    let group = groups.get(row.userId);
    if (!group) {
      const author = {
        id: row.userId,
        name: row.name,
        username: row.username,
        image: row.image,
        verified: row.verified,
      };
      group = { author, stories: [], hasNewStory: false, latest: 0 };
      groups.set(row.userId, group);
    }
    // A visitor has seen nothing: every ring shows.
    const seen = viewerId !== null && row.seen;
    group.stories.push(toItem(row, seen));
    group.hasNewStory ||= !seen;
    group.latest = row.createdAt.getTime();
  }

  const rank = (g: StoryGroup) => (g.author.id === viewerId ? 0 : g.hasNewStory ? 1 : 2);
  const sorted = [...groups.values()].sort((a, b) => rank(a) - rank(b) || b.latest - a.latest);
  return { groups: sorted.slice(0, MAX_GROUPS).map(({ latest: _latest, ...group }) => group) };
}

/** Removes expired stories and their image files; called lazily when a story is added. */
export async function purgeExpiredStories(db: Db, uploads: UploadStore): Promise<number> {
  const removed = await db
    .delete(stories)
    .where(lte(stories.expiresAt, sql`now()`))
    .returning({ uploadId: stories.uploadId });
  for (const { uploadId } of removed) {
    if (uploadId) await uploads.remove(uploadId);
  }
  return removed.length;
}

export async function createStory(db: Db, uploads: UploadStore, userId: string, uploadId: string): Promise<StoryItem> {
  const upload = await uploads.getOwned(userId, uploadId, ['story']);
  const row = await db.transaction(async (tx) => {
    // Serialises one resident's concurrent requests so the hourly limit holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stories:${userId}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(stories)
      .where(and(eq(stories.userId, userId), gt(stories.createdAt, sql`now() - interval '1 hour'`)));
    // One photo, one story: deleting a story deletes its photo.
    const [used] = await tx.select({ id: stories.id }).from(stories).where(eq(stories.uploadId, upload.id)).limit(1);
    if (used) throw new AppError('UPLOAD_NOT_FOUND');
    if ((recent?.count ?? 0) >= STORIES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Vous avez ajouté beaucoup de stories en peu de temps. Réessayez plus tard.');
    }
    const [created] = await tx
      .insert(stories)
      .values({
        userId,
        uploadId: upload.id,
        imageUrl: upload.url,
        expiresAt: sql`now() + make_interval(hours => ${STORY_LIFETIME_HOURS})`,
      })
      .returning();
    return created!;
  });
  await purgeExpiredStories(db, uploads);
  return toItem(row, false);
}

/** Idempotent: viewing twice keeps one row. */
export async function markStoryViewed(db: Db, viewer: NonNullable<Reader>, storyId: string): Promise<void> {
  const viewerId = viewer.id;
  const [story] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), live(), notHiddenSql('story', '"stories"', viewer)));
  if (!story) throw new AppError('STORY_NOT_FOUND');
  await db.insert(storyViews).values({ storyId, viewerId }).onConflictDoNothing();
}

export async function deleteStory(
  db: Db,
  pool: pg.Pool,
  uploads: UploadStore,
  viewer: { id: string; role: Role },
  storyId: string,
): Promise<void> {
  const [story] = await db
    .select({ id: stories.id, userId: stories.userId, uploadId: stories.uploadId })
    .from(stories)
    .where(eq(stories.id, storyId));
  if (!story) throw new AppError('STORY_NOT_FOUND');
  if (!canDeleteStory(viewer, story)) throw new AppError('FORBIDDEN');
  const entry = staffEntry(viewer.id, story.userId, 'delete', { type: 'story', id: storyId });
  await withModerationLog(pool, entry, (sql) => sql.query('delete from stories where id = $1', [storyId]));
  if (story.uploadId) await uploads.remove(story.uploadId);
}
