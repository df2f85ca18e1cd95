import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Everything a moderator or admin does: who, when, what, on what and why (visible to admins). */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: text('moderator_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);
