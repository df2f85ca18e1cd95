import type {
  Comment,
  CommentsPage,
  CreatePostInput,
  FeedPage,
  LikeResponse,
  PageQuery,
  Post,
  UpdatePostInput,
} from '@portmarin/shared';
import type pg from 'pg';
import { logModeration, staffEntry, withModerationLog } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import {
  inFeed,
  postColumns,
  postsPage,
  readablePost,
  sqlParams,
  toPost,
  visibleToVisitors,
  type PostRow,
} from './post-rows.ts';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { notHidden, readerAt, sqlReader, WRITER, type Reader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { isStaff } from '../../lib/roles.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { excerpt } from '../../lib/text.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import type { UploadClaim, UploadStore } from '../../plugins/uploads.ts';
import {
  canDeleteComment,
  canDeletePost,
  canEditPost,
  canSeeLikedPosts,
  canSeeProfilePosts,
  type Actor,
} from './posts.policy.ts';
import { COMMENT_COLUMNS, feedQuery, toComment, type CommentRow } from './posts.sql.ts';
import { feedChanged } from './feed-changes.ts';
import { placePostsChanged } from './place-posts.ts';

// ------------------------------------------------------------------ reading

/** The feed: every post, newest first, one statement per page. */
export async function listFeed(sql: Sql, visibility: Visibility, reader: Reader, query: PageQuery): Promise<FeedPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [query.limit + 1];
  if (reader) values.push(reader.id);
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<PostRow>({
    ...feedQuery({ viewer: reader !== null, moderator: isStaff(reader), after: cursor !== null }, visibility),
    values,
  });
  const page = pageOf(rows, query.limit);
  return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
}

/**
 * The condition on `posts p` for a reader: readable (a private group's posts to its members only),
 * not hidden by a moderator (but to its author and moderators) and, to a visitor, not a hidden
 * profile's post. `viewer` is the SQL parameter of the reader's id (unused for a visitor).
 */
export function seenBy(reader: Reader, visibility: Visibility, viewer: string): string {
  const hidden = notHidden('post', 'p', readerAt(reader, viewer, visibility));
  return reader
    ? `${readablePost('p', viewer)} and ${hidden}`
    : `${readablePost('p', null)} and ${visibleToVisitors('p')} and ${hidden}`;
}

/** A post; a post the viewer may not read does not exist for them. */
export async function getPost(sql: Sql, visibility: Visibility, reader: Reader, postId: string): Promise<Post> {
  const { rows } = await sql.query<PostRow>(
    `select ${postColumns(reader ? '$2' : null)}
     from posts p join "user" u on u.id = p.user_id
     where p.id = $1 and ${seenBy(reader, visibility, '$2')}`,
    reader ? [postId, reader.id] : [postId],
  );
  if (!rows[0]) throw new AppError('POST_NOT_FOUND');
  return toPost(rows[0]);
}

type ProfileRef = { id: string; visible: boolean };

/** A profile a moderator hid is not found but by the resident themself and moderators. */
async function findProfile(sql: Sql, visibility: Visibility, username: string, reader: Reader): Promise<ProfileRef> {
  const values: unknown[] = [username];
  const hidden = notHidden(
    'profile',
    'u',
    sqlReader(reader, (v) => `$${values.push(v)}`, visibility),
  );
  const { rows } = await sql.query<ProfileRef>(
    `select u.id, coalesce(s.profile_visible, true) as visible
     from "user" u left join user_settings s on s.user_id = u.id
     where lower(u.username) = lower($1) and ${hidden}`,
    values,
  );
  if (!rows[0]) throw new AppError('PROFILE_NOT_FOUND');
  return rows[0];
}

/** A resident's own posts, newest first (an empty page when their profile is hidden from the viewer). */
export async function listProfilePosts(
  sql: Sql,
  visibility: Visibility,
  viewer: Actor | null,
  username: string,
  query: PageQuery,
): Promise<FeedPage> {
  const profile = await findProfile(sql, visibility, username, viewer);
  if (!canSeeProfilePosts(viewer, profile)) return { posts: [], nextCursor: null };
  const params = sqlParams();
  const where = [`p.user_id = ${params.add(profile.id)}`, inFeed('p')];
  const liker = viewer ? params.add(viewer.id) : null;
  where.push(notHidden('post', 'p', readerAt(viewer, liker ?? '', visibility)));
  return postsPage(sql, params, where, liker, query);
}

/** The posts a resident liked, newest like first; only for the resident themself. */
export async function listLikedPosts(
  sql: Sql,
  visibility: Visibility,
  viewer: Actor,
  username: string,
  query: PageQuery,
): Promise<FeedPage> {
  const profile = await findProfile(sql, visibility, username, viewer);
  if (!canSeeLikedPosts(viewer, profile)) throw new AppError('FORBIDDEN');
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [profile.id, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<PostRow>(
    `select ${postColumns('$1', 'l.created_at')}, l.id as cursor_id
     from post_likes l
       join posts p on p.id = l.post_id
       join "user" u on u.id = p.user_id
     where l.user_id = $1 and ${readablePost('p', '$1')} and ${notHidden('post', 'p', readerAt(viewer, '$1', visibility))}
       ${cursor ? 'and (l.created_at, l.id) < ($3::timestamptz, $4::uuid)' : ''}
     order by l.created_at desc nulls last, l.id desc nulls last
     limit $2`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return { posts: page.rows.map(toPost), nextCursor: page.nextCursor };
}

// ------------------------------------------------------------------ writing posts

/** A group post needs membership; a page post needs the page's owner. Locks nothing. */
async function checkPlace(client: pg.PoolClient, userId: string, input: CreatePostInput): Promise<void> {
  if (input.groupId) {
    const { rows } = await client.query<{ member: boolean }>(
      `select exists(select 1 from group_members where group_id = g.id and user_id = $2) as member
       from groups g where g.id = $1 and ${notHidden('group', 'g', WRITER)}`,
      [input.groupId, userId],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    if (!rows[0].member) throw new AppError('GROUP_MEMBERS_ONLY');
  }
  if (input.businessPageId) {
    const { rows } = await client.query<{ created_by: string }>(
      `select created_by from business_pages bp where bp.id = $1 and ${notHidden('business-page', 'bp', WRITER)}`,
      [input.businessPageId],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    if (rows[0].created_by !== userId) throw new AppError('PAGE_OWNER_ONLY');
  }
}

export async function createPost(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadClaim,
  userId: string,
  input: CreatePostInput,
): Promise<Post> {
  const postId = await inTransaction(pool, async (client) => {
    await checkPlace(client, userId, input);
    // Locked so that two posts cannot take the same photo at once.
    const image = input.uploadId ? await uploads.claim(client, userId, input.uploadId, ['post']) : null;
    const { rows } = await client.query<{ id: string }>(
      `insert into posts (user_id, content, image_upload_id, image_url, thumbnail_url, image_alt, group_id, business_page_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        userId,
        input.content,
        image?.id ?? null,
        image?.url ?? null,
        image?.thumbnailUrl ?? null,
        image ? input.imageAlt || null : null,
        input.groupId ?? null,
        input.businessPageId ?? null,
      ],
    );
    return rows[0]!.id;
  });
  if (!input.groupId && !input.businessPageId) await feedChanged(pool);
  else await placePostsChanged(pool);
  // Its author reads a post whatever their role.
  return getPost(pool, visibility, { id: userId, role: 'user' }, postId);
}

export async function updatePost(
  pool: pg.Pool,
  visibility: Visibility,
  uploads: UploadStore,
  actor: Actor,
  postId: string,
  input: UpdatePostInput,
): Promise<Post> {
  const removedFiles = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string; image_url: string | null; image_upload_id: string | null }>(
      'select user_id, image_url, image_upload_id from posts where id = $1 for update',
      [postId],
    );
    const post = rows[0];
    if (!post) throw new AppError('POST_NOT_FOUND');
    if (!canEditPost(actor, { userId: post.user_id })) throw new AppError('FORBIDDEN');
    const removeImage = input.removeImage === true && post.image_url !== null;
    const keepsImage = post.image_url !== null && !removeImage;
    if (input.content.length === 0 && !keepsImage) throw new AppError('EMPTY_POST');
    await client.query(
      `update posts set content = $2, updated_at = now(),
         image_upload_id = case when $3 then null else image_upload_id end,
         image_url = case when $3 then null else image_url end,
         thumbnail_url = case when $3 then null else thumbnail_url end,
         image_alt = case when $3 or image_url is null then null else nullif(coalesce($4, image_alt), '') end
       where id = $1`,
      // An empty description clears it; an absent one keeps it.
      [postId, input.content, removeImage, input.imageAlt === undefined ? null : input.imageAlt],
    );
    // The photo's row goes with the change: a private group's photo never outlives its post unguarded.
    return removeImage ? uploads.discard(client, [post.image_upload_id]) : [];
  });
  await feedChanged(pool);
  await uploads.deleteObjects(removedFiles);
  return getPost(pool, visibility, actor, postId);
}

export async function deletePost(pool: pg.Pool, uploads: UploadStore, actor: Actor, postId: string): Promise<void> {
  const { rows } = await pool.query<{ user_id: string; image_upload_id: string | null; content: string }>(
    'select user_id, image_upload_id, content from posts where id = $1',
    [postId],
  );
  const post = rows[0];
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (!canDeletePost(actor, { userId: post.user_id })) throw new AppError('FORBIDDEN');
  const entry = staffEntry(
    actor.id,
    post.user_id,
    'delete',
    { type: 'post', id: postId },
    { excerpt: excerpt(post.content) },
  );
  // Likes and comments go with the post (ON DELETE CASCADE); its photo's row in the same transaction,
  // its files after the commit (or by the retry job while the storage is down: the post is gone anyway).
  const files = await inTransaction(pool, async (client) => {
    await client.query('delete from posts where id = $1', [postId]);
    if (entry) await logModeration(client, entry);
    return uploads.discard(client, [post.image_upload_id]);
  });
  await feedChanged(pool);
  await uploads.deleteObjects(files);
}

// ------------------------------------------------------------------ likes and shares

/**
 * The current counter, read in a statement of its own: its fresh snapshot sees the like a
 * concurrent request committed while this one waited on the unique index.
 */
async function currentLikes(sql: Sql, userId: string, postId: string): Promise<number> {
  const { rows } = await sql.query<{ likes_count: number }>(
    `select likes_count from posts p
     where p.id = $1 and ${readablePost('p', '$2')} and ${notHidden('post', 'p', WRITER)}`,
    [postId, userId],
  );
  if (!rows[0]) throw new AppError('POST_NOT_FOUND');
  return rows[0].likes_count;
}

/**
 * The like row and the counter change in one statement, so one transaction, and the counter
 * moves only when a row was really inserted (the unique index absorbs repeats).
 */
export async function likePost(sql: Sql, userId: string, postId: string): Promise<LikeResponse> {
  try {
    const { rows } = await sql.query<{ likes_count: number }>(
      `with inserted as (
         insert into post_likes (post_id, user_id)
         select p.id, $2 from posts p
         where p.id = $1 and ${readablePost('p', '$2')} and ${notHidden('post', 'p', WRITER)}
         on conflict do nothing returning post_id
       )
       update posts set likes_count = likes_count + 1 where id in (select post_id from inserted) returning likes_count`,
      [postId, userId],
    );
    if (rows[0]) await feedChanged(sql);
    return { liked: true, likesCount: rows[0]?.likes_count ?? (await currentLikes(sql, userId, postId)) };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('POST_NOT_FOUND');
    throw error;
  }
}

/** The counter drops only when a like was really deleted, and never below 0. */
export async function unlikePost(sql: Sql, userId: string, postId: string): Promise<LikeResponse> {
  const { rows } = await sql.query<{ likes_count: number }>(
    `with deleted as (
       delete from post_likes where post_id = $1 and user_id = $2 returning post_id
     )
     update posts set likes_count = greatest(likes_count - 1, 0)
     where id in (select post_id from deleted) returning likes_count`,
    [postId, userId],
  );
  if (rows[0]) await feedChanged(sql);
  return { liked: false, likesCount: rows[0]?.likes_count ?? (await currentLikes(sql, userId, postId)) };
}

export async function sharePost(
  sql: Sql,
  visibility: Visibility,
  viewerId: string | null,
  postId: string,
): Promise<{ sharesCount: number }> {
  const reader = viewerId ? { id: viewerId, role: 'user' as const } : null;
  const { rows } = await sql.query<{ shares_count: number }>(
    `update posts p set shares_count = shares_count + 1
     where p.id = $1 and ${seenBy(reader, visibility, '$2')} and ${notHidden('post', 'p', WRITER)} returning shares_count`,
    viewerId ? [postId, viewerId] : [postId],
  );
  if (!rows[0]) throw new AppError('POST_NOT_FOUND');
  await feedChanged(sql);
  return { sharesCount: rows[0].shares_count };
}

// ------------------------------------------------------------------ comments

/** A post's comments, oldest first; to a visitor, a hidden profile's post does not exist. */
export async function listComments(
  sql: Sql,
  visibility: Visibility,
  reader: Reader,
  postId: string,
  query: PageQuery,
): Promise<CommentsPage> {
  const cursor = decodeCursor(query.cursor);
  const { values, add } = sqlParams();
  const post = add(postId);
  const viewer = reader ? add(reader.id) : '';
  const visible = `${seenBy(reader, visibility, viewer)} and ${notHidden('comment', 'c', readerAt(reader, viewer, visibility))}`;
  const after = cursor ? `and (c.created_at, c.id) > (${add(cursor.at)}::timestamptz, ${add(cursor.id)}::uuid)` : '';
  const { rows } = await sql.query<CommentRow>(
    `select ${COMMENT_COLUMNS}
     from comments c join "user" u on u.id = c.user_id join posts p on p.id = c.post_id
     where c.post_id = ${post} ${after} and ${visible}
     order by c.created_at, c.id
     limit ${add(query.limit + 1)}`,
    values,
  );
  if (rows.length === 0) {
    const { rowCount } = await sql.query(
      `select 1 from posts p where p.id = $1 and ${seenBy(reader, visibility, '$2')}`,
      reader ? [postId, reader.id] : [postId],
    );
    if (rowCount === 0) throw new AppError('POST_NOT_FOUND');
  }
  const page = pageOf(rows, query.limit);
  return { comments: page.rows.map(toComment), nextCursor: page.nextCursor };
}

/** The comment and the post's counter, in one statement. */
export async function addComment(sql: Sql, userId: string, postId: string, content: string): Promise<Comment> {
  try {
    const { rows } = await sql.query<CommentRow>(
      `with c as (
         insert into comments (post_id, user_id, content)
         select p.id, $2, $3 from posts p
         where p.id = $1 and ${readablePost('p', '$2')} and ${notHidden('post', 'p', WRITER)} returning *
       ), counted as (
         update posts set comments_count = comments_count + 1 where id in (select post_id from c) returning id
       )
       select ${COMMENT_COLUMNS} from c join "user" u on u.id = c.user_id`,
      [postId, userId, content],
    );
    if (!rows[0]) throw new AppError('POST_NOT_FOUND');
    await feedChanged(sql);
    return toComment(rows[0]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('POST_NOT_FOUND');
    throw error;
  }
}

export async function deleteComment(pool: pg.Pool, actor: Actor, postId: string, commentId: string): Promise<void> {
  const { rows } = await pool.query<{ user_id: string; post_user_id: string; content: string }>(
    `select c.user_id, p.user_id as post_user_id, c.content
     from comments c join posts p on p.id = c.post_id
     where c.id = $1 and c.post_id = $2`,
    [commentId, postId],
  );
  const comment = rows[0];
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  if (!canDeleteComment(actor, { userId: comment.user_id, postUserId: comment.post_user_id })) {
    throw new AppError('FORBIDDEN');
  }
  // The post's author removing a comment under it is not moderation; staff removing it elsewhere is.
  const entry =
    actor.id === comment.post_user_id
      ? null
      : staffEntry(
          actor.id,
          comment.user_id,
          'delete',
          { type: 'comment', id: commentId },
          { excerpt: excerpt(comment.content) },
        );
  await withModerationLog(pool, entry, (sql) =>
    sql.query(
      `with deleted as (delete from comments where id = $1 returning post_id)
       update posts set comments_count = greatest(comments_count - 1, 0) where id in (select post_id from deleted)`,
      [commentId],
    ),
  );
  await feedChanged(pool);
}

// ------------------------------------------------------------------ notifications

/** A like on a post notifies its author (once per resident and post). */
export async function notifyPostLiked(sql: Sql, notifier: Notifier, actorId: string, postId: string): Promise<void> {
  const { rows } = await sql.query<{ user_id: string; content: string }>(
    'select user_id, content from posts where id = $1',
    [postId],
  );
  const post = rows[0];
  if (!post) return;
  await notifier.notify({
    userId: post.user_id,
    actorId,
    type: 'like',
    content: post.content,
    link: `/post/${postId}`,
    postId,
  });
}

/** A comment notifies the post's author, with the comment as excerpt. */
export async function notifyPostCommented(sql: Sql, notifier: Notifier, comment: Comment): Promise<void> {
  const { rows } = await sql.query<{ user_id: string }>('select user_id from posts where id = $1', [comment.postId]);
  const post = rows[0];
  if (!post) return;
  await notifier.notify({
    userId: post.user_id,
    actorId: comment.author.id,
    type: 'comment',
    content: comment.content,
    link: `/post/${comment.postId}`,
    postId: comment.postId,
  });
}
