import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** The town's sponsors (/sponsors), managed by admins; inactive ones are kept but not shown. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    websiteUrl: text('website_url'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsors_position_idx').on(t.position, t.name)],
);
