import { MAIL_ALERT_SCOPES } from '@portmarin/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { announcements } from '../announcements/announcements.schema.ts';

/**
 * Addresses that asked for the town hall's announcements by e-mail, without an account. Personal
 * data kept only while wanted: the row is deleted on unsubscribe, and an address never confirmed
 * goes when its link expires. `scope` is what the confirmed address receives (null until the
 * first confirmation); `pending_scope` what its latest request asks, applied only by the link
 * of the mail that request sent (whose token is kept hashed).
 */
export const mailAlertSubscribers = pgTable(
  'mail_alert_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased: one row per mailbox. */
    email: text('email').notNull().unique(),
    scope: text('scope', { enum: MAIL_ALERT_SCOPES }),
    pendingScope: text('pending_scope', { enum: MAIL_ALERT_SCOPES }),
    /** SHA-256 of the confirmation link's token (hex); null once used or expired. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_alert_subscribers_unconfirmed_idx').on(t.confirmExpiresAt),
    check(
      'mail_alert_subscribers_pending_has_token',
      sql`(${t.pendingScope} is null) = (${t.confirmTokenHash} is null)`,
    ),
  ],
);

/**
 * An announcement already turned into its deliveries: the job claims a new one by inserting its
 * row (two instances at once: one insert wins, the other conflicts), so none is mailed twice.
 */
export const mailAlertAnnouncements = pgTable('mail_alert_announcements', {
  announcementId: uuid('announcement_id')
    .primaryKey()
    .references(() => announcements.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One mail still to send: deleted once the SMTP server took it. `next_attempt_at` is both the
 * claim (a run sets it a few minutes ahead before sending) and the retry after a failure.
 */
export const mailAlertDeliveries = pgTable(
  'mail_alert_deliveries',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => mailAlertSubscribers.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.subscriberId] }),
    index('mail_alert_deliveries_due_idx').on(t.nextAttemptAt),
    index('mail_alert_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);
