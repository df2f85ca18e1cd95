import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/** One row per resident; a missing row means the spec's defaults. */
export const userSettings = pgTable(
  'user_settings',
  {
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
    /** The « Résident vérifié » mark on the profile, while the verification holds (issue 37). */
    showVerifiedResident: boolean('show_verified_resident').notNull().default(false),
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
    /** Minutes after midnight on the town's clock (22:00 = 1320). */
    quietHoursStart: smallint('quiet_hours_start').notNull().default(1320),
    quietHoursEnd: smallint('quiet_hours_end').notNull().default(420),
    digest: text('digest').notNull().default('off'),
    /** The last digest period claimed for this resident (plugins/digest.ts): never two mails for one. */
    digestSentPeriod: text('digest_sent_period'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_settings_digest_check', sql`${t.digest} in ('off', 'daily', 'weekly')`),
    check(
      'user_settings_quiet_hours_check',
      sql`${t.quietHoursStart} between 0 and 1439 and ${t.quietHoursEnd} between 0 and 1439 and ${t.quietHoursStart} <> ${t.quietHoursEnd}`,
    ),
  ],
);

/**
 * Pushes held during a resident's quiet hours (modules/settings/quiet-hours.ts), until the one summary
 * push that follows them claims and deletes them. The notifications themselves stay in the bell.
 */
export const heldPushes = pgTable(
  'held_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'message' or 'notification': the summary counts each. */
    kind: text('kind').notNull(),
    /** The push as it would have been sent (title, body, url, tag). */
    payload: jsonb('payload').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('held_pushes_user_idx').on(t.userId),
    check('held_pushes_kind_check', sql`${t.kind} in ('message', 'notification')`),
  ],
);
