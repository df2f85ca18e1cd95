import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';

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
    /** Immobilier only: living area in m² and number of rooms. */
    surfaceM2: integer('surface_m2'),
    rooms: integer('rooms'),
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
    check(
      'marketplace_listings_real_estate_sizes',
      sql`(${t.surfaceM2} is null or ${t.surfaceM2} > 0) and (${t.rooms} is null or ${t.rooms} > 0)`,
    ),
    check('marketplace_listings_counts_non_negative', sql`${t.viewsCount} >= 0 and ${t.messagesCount} >= 0`),
  ],
);

/** A listing's photos (up to 6, in order): uploads of its seller, each used by one listing. */
export const marketplaceListingPhotos = pgTable(
  'marketplace_listing_photos',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The seller's description of the photo, its text alternative (RGAA 1.3). */
    alt: text('alt'),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.position] }),
    unique('marketplace_listing_photos_upload_unique').on(t.uploadId),
    check('marketplace_listing_photos_position', sql`${t.position} between 0 and 5`),
  ],
);

/** Who contacted the seller about a listing, once each: messages_count counts these rows, and the buyer is one of them. */
export const marketplaceContacts = pgTable(
  'marketplace_contacts',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.buyerId] }), index('marketplace_contacts_buyer_idx').on(t.buyerId)],
);

/** The residents who opened a listing, once each (not its seller): views_count counts these rows. */
export const marketplaceListingViews = pgTable(
  'marketplace_listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.viewerId] }),
    index('marketplace_listing_views_viewer_idx').on(t.viewerId),
  ],
);
