import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

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
 * screens both list this table (docs/decisions/0026-local-businesses-and-directory.md).
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
    /** The establishment's SIRET, for those imported from SIRENE: a re-import updates, never doubles. */
    siret: text('siret'),
    isVerified: boolean('is_verified').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Kept equal to the visible reviews' average and count by every review write (reviews module). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
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
    uniqueIndex('businesses_siret_idx').on(t.siret),
    index('businesses_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.businessName} || ' ' || ${t.category} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);
