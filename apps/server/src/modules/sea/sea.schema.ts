import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * The swimming flag an admin raised on a beach of the town file (`beach_id` is its id there).
 * One row per beach; no row means the beach is not watched ('Pas de surveillance').
 */
export const beachFlags = pgTable(
  'beach_flags',
  {
    beachId: text('beach_id').primaryKey(),
    colour: text('colour', { enum: ['green', 'yellow', 'red'] }).notNull(),
    note: text('note'),
    setBy: text('set_by').references(() => user.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('beach_flags_colour_check', sql`${t.colour} in ('green', 'yellow', 'red')`)],
);

/**
 * A bathing-water notice the town hall publishes for a beach: its quality class, or a temporary
 * advice against swimming or a pollution alert. Shown while `ends_at` is null or still ahead;
 * ended notices stay as the town's record.
 */
export const beachWaterNotices = pgTable(
  'beach_water_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beachId: text('beach_id').notNull(),
    level: text('level', {
      enum: ['excellent', 'good', 'sufficient', 'poor', 'not_advised', 'pollution'],
    }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    author: text('author').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('beach_water_notices_beach_idx').on(t.beachId, t.publishedAt.desc()),
    check(
      'beach_water_notices_level_check',
      sql`${t.level} in ('excellent', 'good', 'sufficient', 'poor', 'not_advised', 'pollution')`,
    ),
  ],
);
