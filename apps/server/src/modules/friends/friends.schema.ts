import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * A pending friend request (spec 2, "Friends"), until its recipient accepts or refuses it or its
 * sender cancels it. One per pair whatever the direction: when the other resident already asked,
 * asking back accepts (the unordered-pair index settles two crossing requests).
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.recipientId] }),
    uniqueIndex('friend_requests_pair_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
    ),
    index('friend_requests_recipient_idx').on(t.recipientId, t.createdAt),
    check('friend_requests_not_self', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * A friendship, stored once per pair with the smaller id first: the primary key alone keeps a pair
 * to one row however accepts race, and there is no mirror row to keep in step. Lists read both
 * columns, each with its index.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: text('user_low')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('friendships_user_high_idx').on(t.userHigh, t.userLow),
    check('friendships_ordered_pair', sql`${t.userLow} < ${t.userHigh}`),
  ],
);
