import type { FeedPage, PageQuery } from '@portmarin/shared';
import { postsPage, sqlParams, visibleToVisitors } from './post-rows.ts';
import type { Sql } from '../../db/sql.ts';
import { notHidden, readerAt, type Reader } from '../../db/visibility.ts';

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
  where.push(notHidden('post', 'p', readerAt(reader, viewer ?? '')));
  return postsPage(sql, params, where, viewer, query);
}
