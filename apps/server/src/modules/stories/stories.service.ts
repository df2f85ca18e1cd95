import {
  STORY_LIFETIME_HOURS,
  type Role,
  type StoriesResponse,
  type StoryGroup,
  type StoryItem,
} from '@portmarin/shared';
import type pg from 'pg';
import { staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { visibleToVisitors } from '../posts/index.ts';
import type { RowOf } from '../../db/rows.ts';
import type { stories } from './stories.schema.ts';
import { inTransaction, prepared, type Sql } from '../../db/sql.ts';
import { notHidden, readerAt, sqlReader, type Reader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';
import type { UploadStore } from '../../plugins/uploads.ts';
import { canDeleteStory } from './stories.policy.ts';
import { shownUsername } from '../../db/user-names.ts';

/**
 * The shared results (plugins/shared-results.ts) holding a visitor's strip: a story added, deleted,
 * purged, hidden or restored invalidates them (its author's name, photo and visibility go with the feed's).
 */
export const STORIES_TOPIC = 'stories';

/** Per resident and per rolling hour: a story strip is not a place to flood. */
export const STORIES_PER_HOUR = 20;
/** The strip shows at most this many residents. */
const MAX_GROUPS = 100;

type StoryRow = Pick<RowOf<typeof stories>, 'id' | 'image_url' | 'created_at' | 'expires_at' | 'hidden_at'>;

function toItem(row: StoryRow, seen: boolean): StoryItem {
  return {
    id: row.id,
    imageUrl: row.image_url,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    seen,
    hiddenByModeration: row.hidden_at !== null,
  };
}

/**
 * Live stories grouped per author, each group oldest first. Order: the viewer's own group, then
 * groups with a story the viewer has not seen, then the rest; newest activity first within each.
 */
export async function listStories(sql: Sql, visibility: Visibility, reader: Reader): Promise<StoriesResponse> {
  const viewerId = reader?.id ?? null;
  const { rows } = await sql.query<
    StoryRow & {
      user_id: string;
      name: string;
      username: string | null;
      image: string | null;
      verified: boolean;
      seen: boolean;
    }
  >(
    // One text per kind of reader, prepared once per connection: every resident's /feed page reads it.
    prepared(
      `select s.id, s.user_id, s.image_url, s.created_at, s.expires_at, s.hidden_at,
            u.name, ${shownUsername('u')} as username, u.image, u.verified,
            exists(select 1 from story_views v where v.story_id = s.id and v.viewer_id = $1) as seen
       from stories s
       join "user" u on u.id = s.user_id
      where s.expires_at > now()
        ${viewerId ? '' : `and ${visibleToVisitors('s')}`}
        and ${notHidden('story', 's', readerAt(reader, '$1', visibility))}
      order by s.created_at, s.id`,
      [viewerId],
    ),
  );

  const groups = new Map<string, StoryGroup & { latest: number }>();
  for (const row of rows) {
    let group = groups.get(row.user_id);
    if (!group) {
      const author = {
        id: row.user_id,
        name: row.name,
        username: row.username,
        image: row.image,
        verified: row.verified,
      };
      group = { author, stories: [], hasNewStory: false, latest: 0 };
      groups.set(row.user_id, group);
    }
    // A visitor has seen nothing: every ring shows.
    const seen = viewerId !== null && row.seen;
    group.stories.push(toItem(row, seen));
    group.hasNewStory ||= !seen;
    group.latest = row.created_at.getTime();
  }

  const rank = (g: StoryGroup) => (g.author.id === viewerId ? 0 : g.hasNewStory ? 1 : 2);
  const sorted = [...groups.values()].sort((a, b) => rank(a) - rank(b) || b.latest - a.latest);
  return { groups: sorted.slice(0, MAX_GROUPS).map(({ latest: _latest, ...group }) => group) };
}

/** Removes expired stories and their image files; called lazily when a story is added. */
export async function purgeExpiredStories(sql: Sql, uploads: UploadStore): Promise<number> {
  const { rows } = await sql.query<Pick<RowOf<typeof stories>, 'upload_id'>>(
    'delete from stories where expires_at <= now() returning upload_id',
  );
  for (const { upload_id } of rows) {
    if (upload_id) await uploads.remove(upload_id);
  }
  return rows.length;
}

export async function createStory(
  pool: pg.Pool,
  uploads: UploadStore,
  userId: string,
  uploadId: string,
): Promise<StoryItem> {
  const upload = await uploads.getOwned(userId, uploadId, ['story']);
  const row = await inTransaction(pool, async (client) => {
    // Serialises one resident's concurrent requests so the hourly limit holds.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`stories:${userId}`]);
    const { rows: recent } = await client.query<{ count: number }>(
      `select count(*)::int as count from stories where user_id = $1 and created_at > now() - interval '1 hour'`,
      [userId],
    );
    // One photo, one story: deleting a story deletes its photo.
    const { rows: used } = await client.query('select id from stories where upload_id = $1 limit 1', [upload.id]);
    if (used.length > 0) throw new AppError('UPLOAD_NOT_FOUND');
    if ((recent[0]?.count ?? 0) >= STORIES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Vous avez ajouté beaucoup de stories en peu de temps. Réessayez plus tard.');
    }
    const { rows: created } = await client.query<StoryRow>(
      `insert into stories (user_id, upload_id, image_url, expires_at)
       values ($1, $2, $3, now() + make_interval(hours => $4))
       returning id, image_url, created_at, expires_at, hidden_at`,
      [userId, upload.id, upload.url, STORY_LIFETIME_HOURS],
    );
    return created[0]!;
  });
  await purgeExpiredStories(pool, uploads);
  await resultsChanged(pool, [STORIES_TOPIC]);
  return toItem(row, false);
}

/** Idempotent: viewing twice keeps one row. */
export async function markStoryViewed(
  sql: Sql,
  visibility: Visibility,
  viewer: NonNullable<Reader>,
  storyId: string,
): Promise<void> {
  const values: unknown[] = [storyId];
  const reader = sqlReader(viewer, (value) => `$${values.push(value)}`, visibility);
  const { rows } = await sql.query(
    `select 1 from stories s where s.id = $1 and s.expires_at > now() and ${notHidden('story', 's', reader)}`,
    values,
  );
  if (rows.length === 0) throw new AppError('STORY_NOT_FOUND');
  await sql.query('insert into story_views (story_id, viewer_id) values ($1, $2) on conflict do nothing', [
    storyId,
    viewer.id,
  ]);
}

export async function deleteStory(
  pool: pg.Pool,
  uploads: UploadStore,
  viewer: { id: string; role: Role },
  storyId: string,
): Promise<void> {
  const { rows } = await pool.query<Pick<RowOf<typeof stories>, 'user_id' | 'upload_id'>>(
    'select user_id, upload_id from stories where id = $1',
    [storyId],
  );
  const story = rows[0];
  if (!story) throw new AppError('STORY_NOT_FOUND');
  if (!canDeleteStory(viewer, { userId: story.user_id })) throw new AppError('FORBIDDEN');
  const entry = staffEntry(viewer.id, story.user_id, 'delete', { type: 'story', id: storyId });
  await withModerationLog(pool, entry, (sql) => sql.query('delete from stories where id = $1', [storyId]));
  await resultsChanged(pool, [STORIES_TOPIC]);
  if (story.upload_id) await uploads.remove(story.upload_id);
}
