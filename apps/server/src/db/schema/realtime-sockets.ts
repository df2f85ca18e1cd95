import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

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
