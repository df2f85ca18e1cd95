import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { conversations } from './messages.ts';
import { posts } from './posts.ts';

/** Something that happened to a resident. `type` is open so later features add theirs (see shared NotificationType). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull().default(''),
    /** The app path the notification opens, e.g. /post/{id}. */
    link: text('link').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

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

/** Open WebSocket connections, per server instance, so every instance knows who is online and where. */
export const realtimeSockets = pgTable(
  'realtime_sockets',
  {
    id: uuid('id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The conversation this socket's screen shows, so its resident gets no notification for it. */
    viewingConversationId: uuid('viewing_conversation_id'),
    /** Refreshed by the instance's heartbeat; rows older than a minute belong to a dead instance. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_sockets_user_id_idx').on(t.userId), index('realtime_sockets_instance_idx').on(t.instanceId)],
);
