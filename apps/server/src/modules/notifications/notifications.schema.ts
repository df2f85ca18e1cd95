import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { conversations } from '../messages/messages.schema.ts';
import { posts } from '../posts/posts.schema.ts';

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
