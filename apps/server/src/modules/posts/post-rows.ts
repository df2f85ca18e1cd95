import type { FeedPage, PageQuery, Post, PostAuthor, PostPage } from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { isoMicro, isoTimestamp as iso, prepared, type Sql } from '../../db/sql.ts';
import { hiddenFlag } from '../../db/visibility.ts';
import { shownUsername } from '../../db/user-names.ts';

/**
 * The Post read model in SQL, shared by every list of posts (feed, profiles, liked posts, search):
 * one select list, one typed row, one mapping.
 */

/**
 * What visitors (no session) may read: posts whose author's profile is not hidden
 * (docs/decisions/0017-profiles-and-privacy.md). `posts` is the alias of the posts table in the query.
 */
export function visibleToVisitors(posts: string): string {
  return `not exists (select 1 from user_settings hidden
    where hidden.user_id = ${posts}.user_id and not hidden.profile_visible)`;
}

/** Posts of the feed itself: neither written in a group nor on a business page. */
export function inFeed(posts: string): string {
  return `${posts}.group_id is null and ${posts}.business_page_id is null`;
}

/**
 * Posts a viewer may read wherever they are reached (link, comments, likes): a private group's
 * posts only by its members. `viewer` is the SQL parameter of the viewer's id, or null for a visitor.
 */
export function readablePost(posts: string, viewer: string | null): string {
  const member = viewer
    ? ` or exists(select 1 from group_members m where m.group_id = ${posts}.group_id and m.user_id = ${viewer})`
    : '';
  return `(${posts}.group_id is null
    or exists(select 1 from groups g where g.id = ${posts}.group_id and not g.is_private)${member})`;
}

/** How an author is shown: the username as typed, else the stored lower-cased one. */
export const AUTHOR_COLUMNS = `u.id as author_id, u.name as author_name,
  ${shownUsername('u')} as author_username, u.image as author_image,
  u.verified as author_verified`;

/**
 * The select list of a Post, from `posts p join "user" u`. `likedBy` is the SQL parameter of the
 * viewer's id, or null for a visitor (then no subquery runs at all); it also says whether they saved it.
 */
export function postColumns(likedBy: string | null, cursorColumn = 'p.created_at'): string {
  const liked = likedBy
    ? `exists(select 1 from post_likes l where l.post_id = p.id and l.user_id = ${likedBy})`
    : 'false';
  // One probe of the unique (user_id, kind, target_id) index, like the like above.
  const saved = likedBy
    ? `exists(select 1 from saved_items si where si.user_id = ${likedBy} and si.kind = 'post' and si.target_id = p.id)`
    : 'false';
  // A post written on a business page is signed by the page (issue 28): one probe of its primary key.
  const page = `(select json_build_object('id', bp.id, 'name', bp.name, 'logoUrl', bp.logo_url)
    from business_pages bp where bp.id = p.business_page_id)`;
  return `p.id, p.content, p.image_url, p.thumbnail_url, p.image_alt, p.video_url,
  p.likes_count, p.comments_count, p.shares_count,
  ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
  ${isoMicro(cursorColumn)} as cursor_at,
  ${AUTHOR_COLUMNS},
  ${page} as page, ${liked} as liked_by_me, ${saved} as saved_by_me, ${hiddenFlag('p')} as hidden`;
}

export type PostRow = {
  id: string;
  content: string;
  image_url: string | null;
  thumbnail_url: string | null;
  image_alt: string | null;
  video_url: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: string;
  updated_at: string;
  cursor_at: string;
  cursor_id?: string;
  author_id: string;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
  author_verified: boolean;
  page: PostPage | null;
  liked_by_me: boolean;
  saved_by_me: boolean;
  hidden: boolean;
};

/** The author of a post or comment row, selected with AUTHOR_COLUMNS. */
export function toAuthor(
  r: Pick<PostRow, 'author_id' | 'author_name' | 'author_username' | 'author_image' | 'author_verified'>,
): PostAuthor {
  return {
    id: r.author_id,
    name: r.author_name,
    username: r.author_username,
    image: r.author_image,
    verified: r.author_verified,
  };
}

export function toPost(r: PostRow): Post {
  return {
    id: r.id,
    content: r.content,
    imageUrl: r.image_url,
    thumbnailUrl: r.thumbnail_url,
    imageAlt: r.image_alt,
    videoUrl: r.video_url,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    sharesCount: r.shares_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    author: toAuthor(r),
    page: r.page,
    likedByMe: r.liked_by_me,
    savedByMe: r.saved_by_me,
    hiddenByModeration: r.hidden,
  };
}

/** Numbered SQL parameters, added as a query is written. */
export function sqlParams(): { values: unknown[]; add: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value)}` };
}

/**
 * One page of the posts `p` (by `u`) meeting `where`, newest first, after the query's cursor: the
 * one paging of a place's posts and a profile's. `liker` is the viewer's parameter, or null.
 */
export async function postsPage(
  sql: Sql,
  { values, add }: ReturnType<typeof sqlParams>,
  where: string[],
  liker: string | null,
  query: PageQuery,
): Promise<FeedPage> {
  const cursor = decodeCursor(query.cursor);
  const conditions = cursor
    ? [...where, `(p.created_at, p.id) < (${add(cursor.at)}::timestamptz, ${add(cursor.id)}::uuid)`]
    : where;
  const { rows } = await sql.query<PostRow>(
    prepared(
      `select ${postColumns(liker)}
     from posts p join "user" u on u.id = p.user_id
     where ${conditions.join(' and ')}
     order by p.created_at desc nulls last, p.id desc nulls last
     limit ${add(query.limit + 1)}`,
      values,
    ),
  );
  const page = pageOf(rows, query.limit);
  return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
}
