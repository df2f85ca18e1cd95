import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Rating columns kept equal to the reviews' average and count (written with each review). */
const ratingColumns = () => ({
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  reviewsCount: integer('reviews_count').notNull().default(0),
});

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
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followersCount: integer('followers_count').notNull().default(0),
    /** Views of the page by others than its owner (the advertising hub's Analytics, issue 19). */
    viewsCount: integer('views_count').notNull().default(0),
    ...ratingColumns(),
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

type BusinessColumns = {
  isSponsored: ExtraConfigColumn;
  isVerified: ExtraConfigColumn;
  isFeatured: ExtraConfigColumn;
  rating: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  id: ExtraConfigColumn;
};

/** The list orders of businesses.service.ts, column for column (`desc nulls last`, as drizzle writes `.desc()`). */
const rankOrder = (t: BusinessColumns) =>
  [t.isSponsored.desc(), t.isVerified.desc(), t.isFeatured.desc(), sql`coalesce(${t.rating}, 0) desc`, t.id] as const;
const directoryOrder = (t: BusinessColumns) => [t.isFeatured.desc(), t.createdAt.desc(), t.id.desc()] as const;

/**
 * A local business of the town's directory: the 'Entreprises Locales' and 'Annuaire Local'
 * screens both list this table (docs/decisions.md, issue 17).
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name'),
    category: text('category').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    websiteUrl: text('website_url'),
    openingHours: text('opening_hours'),
    logoUrl: text('logo_url'),
    siret: text('siret'),
    isVerified: boolean('is_verified').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...ratingColumns(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Entreprises Locales' order: sponsored, verified, featured, rating; all of it, or one category.
    index('businesses_rank_idx').on(...rankOrder(t)),
    index('businesses_category_rank_idx').on(t.category, ...rankOrder(t)),
    // 'Annuaire Local' order: featured, then newest.
    index('businesses_directory_idx').on(...directoryOrder(t)),
    index('businesses_category_directory_idx').on(t.category, ...directoryOrder(t)),
    index('businesses_created_by_idx').on(t.createdBy),
    index('businesses_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.businessName} || ' ' || ${t.category} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);

/** One review per resident per business or business page (exactly one of the two). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    businessPageId: uuid('business_page_id').references(() => businessPages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content'),
    /** The owner's one answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_business_user_idx')
      .on(t.businessId, t.userId)
      .where(sql`${t.businessId} is not null`),
    uniqueIndex('reviews_business_page_user_idx')
      .on(t.businessPageId, t.userId)
      .where(sql`${t.businessPageId} is not null`),
    // reviews.service.ts orders by `created_at desc nulls last, id desc nulls last`.
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('reviews_business_page_created_idx').on(t.businessPageId, t.createdAt.desc(), t.id.desc()),
    check('reviews_one_target', sql`(${t.businessId} is null) <> (${t.businessPageId} is null)`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
