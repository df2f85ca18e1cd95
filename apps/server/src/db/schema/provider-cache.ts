import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last answer of each outside data provider (weather, marine), kept in the database so every
 * server instance shares it and it outlives a restart: when the provider is down, residents still
 * see the last data with its age.
 */
export const providerCache = pgTable('provider_cache', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
