import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** The town's own code for the service (the import file's `identifiant`): a re-import updates, never doubles. */
    importId: text('import_id'),
    isEmergency: boolean('is_emergency').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('municipal_services_order_idx').on(t.category, t.name, t.id),
    uniqueIndex('municipal_services_import_id_idx').on(t.importId),
    index('municipal_services_search_idx').using(
      'gin',
      sql`to_tsvector('public.french_unaccent'::regconfig, ${t.name} || ' ' || ${t.category} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);
