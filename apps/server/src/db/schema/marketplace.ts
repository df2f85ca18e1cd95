import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Something a resident sells or rents out (spec 2, "Marketplace"). */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** In euro cents. */
    priceCents: integer('price_cents').notNull(),
    /** 'mois' and 'nuit' show the spec's /mois and /nuit suffixes. */
    pricePeriod: text('price_period', { enum: ['unique', 'mois', 'nuit'] })
      .notNull()
      .default('unique'),
    category: text('category', {
      enum: ['Électronique', 'Véhicules', 'Immobilier', 'Maison & Jardin', 'Vêtements', 'Loisirs'],
    }).notNull(),
    /** Immobilier only: the spec's subcategories. */
    realEstateType: text('real_estate_type', { enum: ['Achat', 'Vente', 'Location', 'Location saisonnière'] }),
    condition: text('condition').notNull(),
    location: text('location').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'sold'] })
      .notNull()
      .default('active'),
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    viewsCount: integer('views_count').notNull().default(0),
    messagesCount: integer('messages_count').notNull().default(0),
    /** Hidden by a moderator: shown only to its seller and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketplace_listings_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('marketplace_listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('marketplace_listings_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.buyerId} is not null`),
    check('marketplace_listings_price_non_negative', sql`${t.priceCents} >= 0`),
    check('marketplace_listings_counts_non_negative', sql`${t.viewsCount} >= 0 and ${t.messagesCount} >= 0`),
  ],
);
