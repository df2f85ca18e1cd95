import type { FeedPage, PageQuery } from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { postColumns, toPost, visibleToVisitors, type PostRow } from './post-rows.ts';
import { type Sql, prepared } from '../../db/sql.ts';
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
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where =
    'groupId' in place ? [`p.group_id = ${add(place.groupId)}`] : [`p.business_page_id = ${add(place.businessPageId)}`];
  if (condition) where.push(condition(add));
  const viewer = reader ? add(reader.id) : null;
  if (!reader) where.push(visibleToVisitors('p'));
  where.push(notHidden('post', 'p', readerAt(reader, viewer ?? '')));
  if (cursor) where.push(`(p.created_at, p.id) < (${add(cursor.at)}::timestamptz, ${add(cursor.id)}::uuid)`);
  const { rows } = await sql.query<PostRow>(
    prepared(
      `select ${postColumns(viewer)}
     from posts p join "user" u on u.id = p.user_id
     where ${where.join(' and ')}
     order by p.created_at desc nulls last, p.id desc nulls last
     limit ${add(query.limit + 1)}`,
      values,
    ),
  );
  const page = pageOf(rows, query.limit);
  return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
}
