import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** One row per resident; a missing row means the spec's defaults. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  notifyPosts: boolean('notify_posts').notNull().default(true),
  notifyComments: boolean('notify_comments').notNull().default(true),
  notifyFriends: boolean('notify_friends').notNull().default(true),
  notifyMessages: boolean('notify_messages').notNull().default(false),
  notifyEvents: boolean('notify_events').notNull().default(true),
  profileVisible: boolean('profile_visible').notNull().default(true),
  onlineStatus: boolean('online_status').notNull().default(false),
  readReceipts: boolean('read_receipts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
