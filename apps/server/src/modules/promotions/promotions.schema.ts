import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** The feed's promotional cards, managed by admins; `content` is checked by the shared schema of its kind. */
export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', {
    enum: ['restaurant', 'official_notice', 'candidate', 'sponsored_business', 'partners'],
  }).notNull(),
  position: integer('position').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  content: jsonb('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
