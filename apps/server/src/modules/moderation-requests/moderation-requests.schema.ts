import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * A resident's request to the administrator, the moderators or the product team (/moderation), or
 * an accessibility problem reported from /accessibilite, by a resident or a visitor (no account:
 * `user_id` null, answered at `contact_email`).
 */
export const moderationRequests = pgTable(
  'moderation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['admin', 'moderator', 'team'] }).notNull(),
    category: text('category', { enum: ['general', 'accessibility'] })
      .notNull()
      .default('general'),
    message: text('message').notNull(),
    page: text('page'),
    contactEmail: text('contact_email'),
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
    // Without an account, the address is the only way back to whoever wrote.
    check('moderation_requests_reachable', sql`${t.userId} is not null or ${t.contactEmail} is not null`),
  ],
);
