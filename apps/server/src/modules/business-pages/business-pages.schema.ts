import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** A shopkeeper's page with posts and followers (spec 1, "Business pages"). */
export const businessPages = pgTable(
  'business_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    websiteUrl: text('website_url'),
    address: text('address'),
    coverUrl: text('cover_url'),
    /** The page's square logo: it signs the page's posts and messages. */
    logoUrl: text('logo_url'),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followersCount: integer('followers_count').notNull().default(0),
    /** Views of the page by others than its owner (the advertising hub's Analytics, issue 19). */
    viewsCount: integer('views_count').notNull().default(0),
    /** Kept equal to the visible reviews' average and count by every review write (reviews module). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists order by `… desc`, which puts nulls first: the indexes say the same.
    index('business_pages_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('business_pages_created_by_idx').on(t.createdBy),
    index('business_pages_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.name} || ' ' || coalesce(${t.category}, '') || ' ' || coalesce(${t.description}, ''))`,
    ),
    check('business_pages_followers_non_negative', sql`${t.followersCount} >= 0`),
  ],
);

export const businessPageFollows = pgTable(
  'business_page_follows',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => businessPages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] }), index('business_page_follows_user_idx').on(t.userId)],
);
