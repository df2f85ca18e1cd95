import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** A resident's request to the administrator, the moderators or the product team (/moderation). */
export const moderationRequests = pgTable(
  'moderation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['admin', 'moderator', 'team'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_requests_status_idx').on(t.status, t.createdAt.desc()),
    index('moderation_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
