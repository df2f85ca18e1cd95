import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

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
    /** The Répertoire National des Associations' number (W…), for those imported from it: a re-import updates, never doubles. */
    rnaId: text('rna_id'),
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
    uniqueIndex('associations_rna_id_idx').on(t.rnaId),
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
