import type { FeedPage, PlaceSearchQuery } from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import type { Sql } from '../../db/sql.ts';
import { notHidden, readerAt, type Reader } from '../../db/visibility.ts';
import { postColumns, toPost, visibleToVisitors, type PostRow } from '../posts/index.ts';
import { prefixTsQuery, SEARCH_VECTORS } from '../search/index.ts';

/** The group or the business page whose posts are searched. */
export type Place = { groupId: string } | { businessPageId: string };

/**
 * The posts of one place that hold every word of `q` (each a prefix, accents and case ignored,
 * French stemming: the town search's rules), newest first. The caller's route has checked that
 * the place exists and that the reader may read it.
 */
export async function searchPlacePosts(
  sql: Sql,
  reader: Reader,
  place: Place,
  { q, cursor: after, limit }: PlaceSearchQuery,
): Promise<FeedPage> {
  const tsquery = prefixTsQuery(q);
  if (tsquery === null) return { posts: [], nextCursor: null };
  const cursor = decodeCursor(after);
  const values: unknown[] = [];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where = [
    'groupId' in place ? `p.group_id = ${add(place.groupId)}` : `p.business_page_id = ${add(place.businessPageId)}`,
    `${SEARCH_VECTORS.posts} @@ to_tsquery('public.french_unaccent', ${add(tsquery)})`,
  ];
  const viewer = reader ? add(reader.id) : null;
  if (!reader) where.push(visibleToVisitors('p'));
  where.push(notHidden('post', 'p', readerAt(reader, viewer ?? '')));
  if (cursor) where.push(`(p.created_at, p.id) < (${add(cursor.at)}::timestamptz, ${add(cursor.id)}::uuid)`);
  const { rows } = await sql.query<PostRow>(
    `select ${postColumns(viewer)}
     from posts p join "user" u on u.id = p.user_id
     where ${where.join(' and ')}
     order by p.created_at desc, p.id desc
     limit ${add(limit + 1)}`,
    values,
  );
  const page = pageOf(rows, limit);
  return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
}
