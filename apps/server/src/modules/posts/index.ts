import { PageQuery } from '@portmarin/shared';
import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { FEED_TOPIC, feedChanged } from './feed-changes.ts';
import { readFeed } from './feed-page.ts';
import { readablePost } from './post-rows.ts';
import { postsRoutes } from './posts.routes.ts';
import { postsSaved } from './posts.saved.ts';
import { seedPosts } from './posts.seed.ts';

/** A private group's posts are read by its members only; a hidden post by nobody but its author. */
const postReadable = (p: string) => `(${p}.hidden_at is null and (${p}.group_id is null
  or exists(select 1 from groups rg where rg.id = ${p}.group_id and not rg.is_private)
  or exists(select 1 from group_members rm where rm.group_id = ${p}.group_id and rm.user_id = $2)))`;

const postPlace = `case when g.id is not null then 'Groupe « ' || g.name || ' »'
  when bp.id is not null then 'Page « ' || bp.name || ' »' else 'Fil d''actualité' end`;

const authoredBy = (alias: string, viewer: string) => `${alias}.user_id = ${viewer}`;

/** The feed, likes and comments; the posts of a group or a business page are posts too. */
export const postsModule: AppModule = {
  name: 'posts',
  search: [feedPostsSearch, placePostsSearch],
  saved: [postsSaved],
  routes: [{ plugin: postsRoutes }],
  seed: seedPosts,
  // Its seed's authors: the demo residents.
  after: ['auth'],
  uploadKinds: ['post'],
  images: [
    { column: 'posts.image_upload_id', holds: 'upload id' },
    { column: 'posts.image_url', pathOf: 'posts.image_upload_id' },
    { column: 'posts.thumbnail_url', pathOf: 'posts.image_upload_id' },
    { column: 'posts.video_url', notAnUpload: 'a video’s outside address: the app stores no video' },
    { column: 'posts.image_alt', notAnUpload: 'the author’s description of the photo, its text alternative' },
  ],
  privateImages: [
    {
      // A private group's post photo is its members' (and the moderators', who review reported ones).
      column: 'posts.image_upload_id',
      restricted: (p) => `not ${readablePost(p, null)}`,
      readable: (p, viewer, staff) => `${staff} or ${readablePost(p, viewer)}`,
    },
  ],
  hides: [
    { kind: 'post', table: 'posts', owner: authoredBy },
    { kind: 'comment', table: 'comments', owner: authoredBy },
  ],
  reports: [
    {
      type: 'post',
      hiddenKind: 'post',
      // Hidden or restored: the feed's first page changes on every instance once it is committed.
      afterModeration: async () => (pool) => feedChanged(pool),
      describe: `select p.id::text as id, p.user_id as author_id, nullif(left(p.content, ${REPORT_EXCERPT}), '') as excerpt,
          coalesce(p.thumbnail_url, p.image_url) as image_url, ${postPlace} as place,
          '/post/' || p.id as link, p.hidden_at is not null as hidden, ${postReadable('p')} as readable
        from posts p left join groups g on g.id = p.group_id left join business_pages bp on bp.id = p.business_page_id
        where p.id = any($1::uuid[])`,
    },
    {
      type: 'comment',
      hiddenKind: 'comment',
      describe: `select c.id::text as id, c.user_id as author_id, left(c.content, ${REPORT_EXCERPT}) as excerpt,
          null as image_url, 'Commentaire · ' || ${postPlace} as place,
          '/post/' || p.id as link, c.hidden_at is not null as hidden,
          (c.hidden_at is null and ${postReadable('p')}) as readable
        from comments c join posts p on p.id = c.post_id
          left join groups g on g.id = p.group_id left join business_pages bp on bp.id = p.business_page_id
        where c.id = any($1::uuid[])`,
    },
  ],
  notifications: {
    like: {
      switch: 'posts',
      text: (actor) => `${actor} a aimé votre publication`,
      oncePer: 'post_id is not distinct from $6::uuid',
    },
    comment: { switch: 'comments', text: (actor) => `${actor} a commenté votre publication` },
  },
  account: {
    export: [
      exportRows('posts', {
        table: 'posts',
        owner: 'user_id',
        columns: 'id, content, image_url, image_alt, likes_count, comments_count, created_at',
      }),
      exportRows('comments', { table: 'comments', owner: 'user_id', columns: 'post_id, content, created_at' }),
      exportRows('likes', { table: 'post_likes', owner: 'user_id', columns: 'post_id, created_at' }),
    ],
    residentColumns: [
      { column: 'posts.user_id', onErase: 'cascade', exportedIn: 'posts' },
      { column: 'comments.user_id', onErase: 'cascade', exportedIn: 'comments' },
      { column: 'post_likes.user_id', onErase: 'cascade', exportedIn: 'likes' },
    ],
    // Their own posts go whole; on the others, their likes and comments leave the counters.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update posts p set likes_count = greatest(p.likes_count - mine.n, 0)
         from (select post_id, count(*)::int as n from post_likes where user_id = $1 group by post_id) mine
         where p.id = mine.post_id and p.user_id <> $1`,
        [userId],
      );
      await sql.query(
        `update posts p set comments_count = greatest(p.comments_count - mine.n, 0)
         from (select post_id, count(*)::int as n from comments where user_id = $1 group by post_id) mine
         where p.id = mine.post_id and p.user_id <> $1`,
        [userId],
      );
      // Their posts leave the feed and their likes and comments its counters.
      return (app) => feedChanged(app.pool);
    },
  },
  firstScreen: [
    {
      key: 'feed',
      url: '/api/feed',
      topics: [FEED_TOPIC],
      // The route's first page: its shared part kept, the reader's own merged in.
      read: (app, reader) => readFeed(app.pool, app.visibility, app.sharedResults, reader, PageQuery.parse({})),
    },
  ],
};

export { comments, postLikes, posts } from './posts.schema.ts';
export {
  AUTHOR_COLUMNS,
  inFeed,
  postColumns,
  readablePost,
  toAuthor,
  toPost,
  visibleToVisitors,
  type PostRow,
} from './post-rows.ts';
import { feedPostsSearch, placePostsSearch } from './posts.search.ts';
export { listPlacePosts, PLACE_POSTS_TOPIC, placePostsChanged, readPlacePosts, type PostPlace } from './place-posts.ts';
export { FEED_TOPIC, feedChanged } from './feed-changes.ts';
export { POST_SEARCH_VECTOR } from './posts.search.ts';
