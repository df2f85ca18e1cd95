import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** Comments under a referendum, a neighbours-watch report or a suggestion. */
export const civicComments = pgTable(
  'civic_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: ['referendum', 'neighbour_report', 'suggestion'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('civic_comments_subject_idx').on(t.subjectType, t.subjectId, t.createdAt, t.id)],
);
