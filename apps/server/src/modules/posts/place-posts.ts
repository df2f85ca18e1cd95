import { FEED_PAGE_SIZE, type FeedPage, type PageQuery } from '@portmarin/shared';
import { postColumns, postsPage, sqlParams, visibleToVisitors, type PostRow } from './post-rows.ts';
import type { Sql } from '../../db/sql.ts';
import { notHidden, readerAt, VISITOR, type Reader, type Visibility } from '../../db/visibility.ts';
import { isStaff } from '../../lib/roles.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';
import {
  keptReaderState,
  readReaderState,
  toSharedPostPage,
  withReaderFlags,
  type SharedPostPage,
} from './shared-post-page.ts';

/** Where a post was written, other than the feed. */
export type PostPlace = { groupId: string } | { businessPageId: string };

/** One condition more on the place's posts `p`, its values added through `add` (the place search's words). */
export type PostCondition = (add: (value: unknown) => string) => string;

/**
 * The posts of a group or a business page, newest first, those meeting `condition` when given.
 * The caller's route has checked that the place exists and that the viewer may read it.
 */
export async function listPlacePosts(
  sql: Sql,
  visibility: Visibility,
  reader: Reader,
  place: PostPlace,
  query: PageQuery,
  condition?: PostCondition,
): Promise<FeedPage> {
  const params = sqlParams();
  const { add } = params;
  const where =
    'groupId' in place ? [`p.group_id = ${add(place.groupId)}`] : [`p.business_page_id = ${add(place.businessPageId)}`];
  if (condition) where.push(condition(add));
  const viewer = reader ? add(reader.id) : null;
  if (!reader) where.push(visibleToVisitors('p'));
  where.push(notHidden('post', 'p', readerAt(reader, viewer ?? '', visibility)));
  return postsPage(sql, params, where, viewer, query);
}

/** The shared results (plugins/shared-results.ts) holding places' first pages of posts. */
export const PLACE_POSTS_TOPIC = 'place-posts';

/**
 * Says that a write changed what a place's first page shows and that the feed's writes do not
 * cover: a post written in a group or on a business page, a business page's name or logo (which
 * sign its posts). Every other change of a post, its counters or its author changes the feed too,
 * and the feed's topic drops the places' pages as well (`dependOn` in the posts module).
 */
export const placePostsChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [PLACE_POSTS_TOPIC]);

/** Who a place's page is cut for: what each sees of hidden profiles and of posts a moderator hid. */
type PlaceAudience = 'visitor' | 'resident' | 'moderator';

/**
 * A place's posts as its route answers them (JSON text). The first page (no cursor, the app's page
 * size) comes from the instance's shared result of the place and the reader's audience, with the
 * reader's likes and saves read once by the page's posts and kept with it; a resident with a
 * hidden post of their own on it is read as before, and so is any other page. The caller's route
 * has checked that the place exists and that the reader may read it (a private group's members).
 */
export async function readPlacePosts(
  sql: Sql,
  visibility: Visibility,
  results: SharedResults,
  reader: Reader,
  place: PostPlace,
  query: PageQuery,
): Promise<string> {
  if (query.cursor !== undefined || query.limit !== FEED_PAGE_SIZE) {
    return JSON.stringify(await listPlacePosts(sql, visibility, reader, place, query));
  }
  const audience: PlaceAudience = !reader ? 'visitor' : isStaff(reader) ? 'moderator' : 'resident';
  const [column, id] =
    'groupId' in place ? (['group_id', place.groupId] as const) : (['business_page_id', place.businessPageId] as const);
  const shared = await results.get(PLACE_POSTS_TOPIC, `${column}:${id}:${audience}:${query.limit}`, () =>
    loadSharedPlacePage(sql, audience, column, id, query.limit),
  );
  if (!reader) return shared.asRead;
  // A moderator's shared page holds every hidden post already.
  const ownHidden = audience === 'moderator' ? null : { condition: `p.${column} = $3`, values: [id] };
  const mine = await keptReaderState(shared, reader.id, () =>
    readReaderState(sql, `place-posts-reader-${column}`, reader.id, shared, ownHidden),
  );
  if (mine.own_hidden) return JSON.stringify(await listPlacePosts(sql, visibility, reader, place, query));
  return withReaderFlags(shared, mine);
}

async function loadSharedPlacePage(
  sql: Sql,
  audience: PlaceAudience,
  column: 'group_id' | 'business_page_id',
  id: string,
  limit: number,
): Promise<SharedPostPage> {
  const where = [`p.${column} = $1`];
  if (audience === 'visitor') where.push(visibleToVisitors('p'));
  // No one's own hidden posts: a resident with one reads their page apart.
  if (audience !== 'moderator') where.push(notHidden('post', 'p', VISITOR));
  const { rows } = await sql.query<PostRow>({
    name: `place-posts-shared-${column}-${audience}`,
    text: `select ${postColumns(null)}
     from posts p join "user" u on u.id = p.user_id
     where ${where.join(' and ')}
     order by p.created_at desc nulls last, p.id desc nulls last
     limit $2`,
    values: [id, limit + 1],
  });
  return toSharedPostPage(rows, limit);
}
