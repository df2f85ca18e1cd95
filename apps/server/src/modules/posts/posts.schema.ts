import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { businessPages } from '../business-pages/business-pages.schema.ts';
import { groups } from '../groups/groups.schema.ts';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    /** The author's description of the photo, its text alternative (RGAA 1.3). */
    imageAlt: text('image_alt'),
    videoUrl: text('video_url'),
    /** Set for a post written in a group or on a business page; such posts stay out of the feed. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    businessPageId: uuid('business_page_id').references(() => businessPages.id, { onDelete: 'cascade' }),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Feed order and keyset pagination: (created_at, id) descending.
    index('posts_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('posts_group_created_at_idx')
      .on(t.groupId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.groupId} is not null`),
    index('posts_business_page_created_at_idx')
      .on(t.businessPageId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.businessPageId} is not null`),
    // A business page's latest photos (its cover and its Photos tab).
    index('posts_business_page_photos_idx')
      .on(t.businessPageId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.businessPageId} is not null and ${t.imageUrl} is not null`),
    check('posts_one_place', sql`${t.groupId} is null or ${t.businessPageId} is null`),
    index('posts_search_idx').using('gin', sql`to_tsvector('public.french_unaccent'::regconfig, ${t.content})`),
    check('posts_counts_non_negative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.sharesCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One like per resident per post, enforced by the database.
    uniqueIndex('post_likes_post_user_idx').on(t.postId, t.userId),
    index('post_likes_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_post_id_created_at_idx').on(t.postId, t.createdAt, t.id)],
);
