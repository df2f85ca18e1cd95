import type { Comment, Post } from '@portmarin/shared';
import type pg from 'pg';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp as iso } from '../../db/sql.ts';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Sql = Pick<pg.Pool, 'query'>;

/** ISO 8601 in UTC, computed by PostgreSQL: no Date objects on the hot path. */
/** Microsecond precision for cursors: a millisecond one would skip or repeat posts. */
const isoMicro = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How an author is shown: the username as typed, else the stored lower-cased one. */
const AUTHOR_COLUMNS = `u.id as author_id, u.name as author_name,
  coalesce(u.display_username, u.username) as author_username, u.image as author_image,
  u.verified as author_verified`;

/**
 * The select list of a Post, from `posts p join "user" u`. `likedBy` is the SQL parameter of the
 * viewer's id, or null for a visitor (then no subquery runs at all).
 */
export function postColumns(likedBy: string | null, cursorColumn = 'p.created_at'): string {
  const liked = likedBy
    ? `exists(select 1 from post_likes l where l.post_id = p.id and l.user_id = ${likedBy})`
    : 'false';
  return `p.id, p.content, p.image_url, p.thumbnail_url, p.video_url,
  p.likes_count, p.comments_count, p.shares_count,
  ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
  ${isoMicro(cursorColumn)} as cursor_at,
  ${AUTHOR_COLUMNS},
  ${liked} as liked_by_me`;
}

export type PostRow = {
  id: string;
  content: string;
  image_url: string | null;
  thumbnail_url: string | null;
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
  liked_by_me: boolean;
};

export function toPost(r: PostRow): Post {
  return {
    id: r.id,
    content: r.content,
    imageUrl: r.image_url,
    thumbnailUrl: r.thumbnail_url,
    videoUrl: r.video_url,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    sharesCount: r.shares_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    author: {
      id: r.author_id,
      name: r.author_name,
      username: r.author_username,
      image: r.author_image,
      verified: r.author_verified,
    },
    likedByMe: r.liked_by_me,
  };
}

/**
 * The feed page query, shared with the benchmark's baseline (bench/feed.ts): newest first, keyset
 * on (created_at, id), one statement with the author joined and the viewer's like as a subquery.
 * Parameters: limit, then [viewer id], then [cursor time, cursor id].
 */
export function feedQuery(opts: { viewer: boolean; after: boolean }): { name: string; text: string } {
  const viewer = opts.viewer ? '$2' : null;
  const next = opts.viewer ? 3 : 2;
  const where = opts.after ? `where (created_at, id) < ($${next}::timestamptz, $${next + 1}::uuid)` : '';
  // The page is cut from the (created_at, id) index first; only its rows are joined and formatted.
  // Each author is one primary-key lookup (the LIMIT keeps the lateral subquery from being flattened
  // into a join, which the planner answered by hashing the whole user table: 0.85 → 0.28 ms of
  // execution with 1,000 residents, and the gap grows with the town).
  return {
    name: `feed-${opts.viewer ? 'resident' : 'visitor'}-${opts.after ? 'next' : 'first'}`,
    text: `select ${postColumns(viewer)}
from (select * from posts ${where} order by created_at desc nulls last, id desc nulls last limit $1) p
  join lateral (select id, name, display_username, username, image, verified
                from "user" where id = p.user_id limit 1) u on true
order by p.created_at desc nulls last, p.id desc nulls last`,
  };
}

// ------------------------------------------------------------------ cursors

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Cursor = { at: string; id: string };

/** Opaque to clients: base64url of the last row's exact time and id. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined || value === '') return null;
  const [at, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !CURSOR_TIME.test(at) || !UUID.test(id)) {
    throw new AppError('VALIDATION_ERROR', 'Le curseur de pagination est invalide.');
  }
  return { at, id };
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row when more follow. */
export function pageOf<R extends { cursor_at: string; id: string; cursor_id?: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursor_at, id: last.cursor_id ?? last.id }) };
}

// ------------------------------------------------------------------ comments

export const COMMENT_COLUMNS = `c.id, c.post_id, c.content, ${iso('c.created_at')} as created_at,
  ${isoMicro('c.created_at')} as cursor_at, ${AUTHOR_COLUMNS}`;

export type CommentRow = Omit<
  PostRow,
  | 'image_url'
  | 'thumbnail_url'
  | 'video_url'
  | 'likes_count'
  | 'comments_count'
  | 'shares_count'
  | 'updated_at'
  | 'liked_by_me'
> & {
  post_id: string;
};

export function toComment(r: CommentRow): Comment {
  return {
    id: r.id,
    postId: r.post_id,
    content: r.content,
    createdAt: r.created_at,
    author: {
      id: r.author_id,
      name: r.author_name,
      username: r.author_username,
      image: r.author_image,
      verified: r.author_verified,
    },
  };
}
