import type { Comment } from '@portmarin/shared';
import { AUTHOR_COLUMNS, inFeed, postColumns, toAuthor, visibleToVisitors, type PostRow } from './post-rows.ts';
import { isoMicro, isoTimestamp as iso } from '../../db/sql.ts';
import { hiddenFlag, notHidden, VISITOR, type Visibility } from '../../db/visibility.ts';

/** Who a feed page is cut for: what each sees of hidden profiles and of posts a moderator hid. */
export type FeedAudience = 'visitor' | 'resident' | 'moderator';

/**
 * The feed page query, shared with the benchmark's baseline (bench/feed.ts): newest first, keyset
 * on (created_at, id), one statement with the author joined and the viewer's like as a subquery.
 * Parameters: limit, then [viewer id], then [cursor time, cursor id]. Visitors do not get the
 * posts of hidden profiles; posts written in groups or on business pages stay there; a post a
 * moderator hid shows only to its author and moderators.
 */
export function feedQuery(
  opts: { viewer: boolean; moderator?: boolean; after: boolean },
  visibility: Visibility,
): {
  name: string;
  text: string;
} {
  const audience: FeedAudience = !opts.viewer ? 'visitor' : opts.moderator === true ? 'moderator' : 'resident';
  const next = opts.viewer ? 3 : 2;
  return {
    name: `feed-${audience}-${opts.after ? 'next' : 'first'}`,
    text: feedText(audience, opts.viewer ? '$2' : null, opts.after ? next : null, visibility),
  };
}

/**
 * The feed's first page as every reader of an audience sees it, whoever they are (the shared
 * result of feed-page.ts): no one's likes or saves, and to residents no one's own hidden posts.
 * One parameter: the limit.
 */
export function sharedFeedQuery(audience: FeedAudience, visibility: Visibility): { name: string; text: string } {
  return { name: `feed-shared-${audience}`, text: feedText(audience, null, null, visibility) };
}

/** `viewer`: the SQL parameter of the reader's id, null for none; `after`: the cursor's first parameter. */
function feedText(audience: FeedAudience, viewer: string | null, after: number | null, visibility: Visibility): string {
  const conditions = [
    inFeed('posts'),
    ...(audience === 'moderator'
      ? []
      : [notHidden('post', 'posts', viewer ? { param: viewer, moderator: false, visibility } : VISITOR)]),
    ...(after ? [`(created_at, id) < ($${after}::timestamptz, $${after + 1}::uuid)`] : []),
    ...(audience === 'visitor' ? [visibleToVisitors('posts')] : []),
  ];
  const where = `where ${conditions.join(' and ')}`;
  // The page is cut from the (created_at, id) index first; only its rows are joined and formatted.
  // Each author is one primary-key lookup (the LIMIT keeps the lateral subquery from being flattened
  // into a join, which the planner answered by hashing the whole user table: 0.85 → 0.28 ms of
  // execution with 1,000 residents, and the gap grows with the town).
  return `select ${postColumns(viewer)}
from (select * from posts ${where} order by created_at desc nulls last, id desc nulls last limit $1) p
  join lateral (select id, name, display_username, username, image, verified
                from "user" where id = p.user_id limit 1) u on true
order by p.created_at desc nulls last, p.id desc nulls last`;
}

// ------------------------------------------------------------------ comments

export const COMMENT_COLUMNS = `c.id, c.post_id, c.content, ${iso('c.created_at')} as created_at,
  ${isoMicro('c.created_at')} as cursor_at, ${AUTHOR_COLUMNS}, ${hiddenFlag('c')} as hidden`;

export type CommentRow = Omit<
  PostRow,
  | 'image_url'
  | 'thumbnail_url'
  | 'image_alt'
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
    author: toAuthor(r),
    hiddenByModeration: r.hidden,
  };
}
