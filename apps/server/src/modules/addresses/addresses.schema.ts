import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The town's addresses as the Base Adresse Nationale lists them (its per-commune CSV export,
 * imported by the town). An address gone from a later import is retired, not deleted: residents'
 * verifications still name it.
 */
export const townAddresses = pgTable(
  'town_addresses',
  {
    /** The BAN's `id` (`<code_insee>_<voie>_<numero><rep>`), stable from one export to the next. */
    id: text('id').primaryKey(),
    numero: integer('numero').notNull(),
    rep: text('rep').notNull().default(''),
    nomVoie: text('nom_voie').notNull(),
    codePostal: text('code_postal').notNull(),
    codeInsee: text('code_insee').notNull(),
    nomCommune: text('nom_commune').notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** « 12 bis rue du Port, 56290 Port-Marin », as a letter's envelope and the picker show it. */
    label: text('label').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The picker's search (addresses.service.ts): the same expression.
    index('town_addresses_search_idx').using('gin', sql`to_tsvector('public.french_unaccent'::regconfig, ${t.label})`),
  ],
);
