import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { businessPages } from '../business-pages/business-pages.schema.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isGroup: boolean('is_group').notNull().default(false),
    /** A group's name; one-to-one conversations are named after the other resident. */
    title: text('title'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** One-to-one conversations only: the two resident ids, sorted and joined by ':', so a pair has one thread. */
    directKey: text('direct_key'),
    /**
     * A conversation with a business page: its resident (created_by) and the page's staff (today its
     * owner), who answer as the page. One per resident and page, through direct_key 'page:<page>:<resident>'.
     */
    businessPageId: uuid('business_page_id').references(() => businessPages.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key_idx').on(t.directKey),
    index('conversations_business_page_id_idx').on(t.businessPageId),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Everything created up to this instant has been read by this participant. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_id_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Chosen by the sender's device so a retried send is stored once. */
    clientId: uuid('client_id'),
    /** Hidden by a moderator: shown only to its author and the moderators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('messages_sender_client_id_idx').on(t.senderId, t.clientId),
    check('messages_content_not_blank', sql`length(btrim(${t.content})) > 0`),
  ],
);
