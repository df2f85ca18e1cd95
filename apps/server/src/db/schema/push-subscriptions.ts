import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One row per device: a Web Push subscription (endpoint + keys) or a native device token. A
 * resident's device has their `user_id` and hears everything they allow; a visitor's browser
 * (no account) has none and the `alerts` audience: only the town's broadcasts reach it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** `resident`: the resident's notifications and the broadcasts; `alerts`: a visitor's browser, broadcasts only. */
    audience: text('audience', { enum: ['resident', 'alerts'] })
      .notNull()
      .default('resident'),
    kind: text('kind', { enum: ['web', 'native'] }).notNull(),
    /** Web: the push service URL. Native: the device token. Unique: a device belongs to one resident or visitor. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    // A device is a resident's or a visitor's, never both nor neither.
    check('push_subscriptions_audience_owner', sql`(${t.userId} is null) = (${t.audience} = 'alerts')`),
  ],
);
