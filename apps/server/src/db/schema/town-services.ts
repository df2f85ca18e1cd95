import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The town hall's services (spec 2, "Municipal services"), managed by admins. */
export const municipalServices = pgTable(
  'municipal_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    openingHours: text('opening_hours'),
    websiteUrl: text('website_url'),
    isEmergency: boolean('is_emergency').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('municipal_services_order_idx').on(t.category, t.name, t.id),
    index('municipal_services_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.name} || ' ' || ${t.category} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);

/** The town's associations (spec 2, "Associations"). */
export const associations = pgTable(
  'associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    websiteUrl: text('website_url'),
    donationUrl: text('donation_url'),
    activities: text('activities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('associations_name_idx').on(t.name, t.id),
    index('associations_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.name} || ' ' || ${t.category} || ' ' || ${t.description})`,
    ),
  ],
);

/** Residents an admin named to edit an association. */
export const associationManagers = pgTable(
  'association_managers',
  {
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.userId] }), index('association_managers_user_idx').on(t.userId)],
);
