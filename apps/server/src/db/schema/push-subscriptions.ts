import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** One row per device: a Web Push subscription (endpoint + keys) or a native device token. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['web', 'native'] }).notNull(),
    /** Web: the push service URL. Native: the device token. Unique: a device belongs to one resident. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);
