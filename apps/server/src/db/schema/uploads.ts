import { UPLOAD_KINDS } from '@portmarin/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One re-encoded image in the object storage (server-generated names), owned by its uploader. Both
 * names are indexed: `/uploads/:name` finds its row to tell a private photo from a public one.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    thumbName: text('thumb_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_id_idx').on(t.userId),
    index('uploads_file_name_idx').on(t.fileName),
    index('uploads_thumb_name_idx').on(t.thumbName),
  ],
);

/**
 * Stored objects whose upload row is gone, still to delete from the storage: written in the
 * transaction that deletes the row, emptied after commit, retried by a job while the storage is down.
 */
export const pendingObjectDeletions = pgTable(
  'pending_object_deletions',
  {
    name: text('name').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('pending_object_deletions_next_attempt_at_idx').on(t.nextAttemptAt)],
);
