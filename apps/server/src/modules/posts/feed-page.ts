import { FEED_PAGE_SIZE, type PageQuery } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { Reader, Visibility } from '../../db/visibility.ts';
import { isStaff } from '../../lib/roles.ts';
import type { SharedResults } from '../../plugins/shared-results.ts';
import { FEED_TOPIC } from './feed-changes.ts';
import { inFeed, type PostRow } from './post-rows.ts';
import { listFeed } from './posts.service.ts';
import { sharedFeedQuery, type FeedAudience } from './posts.sql.ts';
import {
  keptReaderState,
  readReaderState,
  toSharedPostPage,
  withReaderFlags,
  type SharedPostPage,
} from './shared-post-page.ts';

/**
 * The feed's first page (no cursor, the app's page size), as `GET /api/feed` and the page /feed
 * answer it: what is the same for everyone of an audience comes from the instance's shared result,
 * the reader's own part (likes, saves, their posts a moderator hid) from one query by the page's
 * posts, kept with that page for the reader's next requests (a like or a save of theirs changes
 * the feed, which drops the page and all that was kept with it). Any other page, and a resident
 * with a hidden post of their own on this one, is read as before. Answers the JSON text, built for
 * the shared part once.
 */
export async function readFeed(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  reader: Reader,
  query: PageQuery,
): Promise<string> {
  if (query.cursor !== undefined || query.limit !== FEED_PAGE_SIZE) {
    return JSON.stringify(await listFeed(sql, visibility, reader, query));
  }
  const audience: FeedAudience = !reader ? 'visitor' : isStaff(reader) ? 'moderator' : 'resident';
  const shared = await results.get(FEED_TOPIC, `${audience}:${query.limit}`, () =>
    loadSharedPage(sql, visibility, audience, query.limit),
  );
  if (!reader) return shared.asRead;
  // A moderator sees every hidden post in the shared page already.
  const ownHidden = audience === 'moderator' ? null : { condition: inFeed('p'), values: [] };
  const mine = await keptReaderState(shared, reader.id, () =>
    readReaderState(sql, `feed-reader-${audience}`, reader.id, shared, ownHidden),
  );
  if (mine.own_hidden) return JSON.stringify(await listFeed(sql, visibility, reader, query));
  return withReaderFlags(shared, mine);
}

async function loadSharedPage(
  sql: Sql,
  visibility: Visibility,
  audience: FeedAudience,
  limit: number,
): Promise<SharedPostPage> {
  const { rows } = await sql.query<PostRow>({ ...sharedFeedQuery(audience, visibility), values: [limit + 1] });
  return toSharedPostPage(rows, limit);
}
