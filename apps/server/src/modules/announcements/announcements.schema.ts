import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_OPEN_SOURCES } from '@portmarin/shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';

/**
 * The town hall's official announcements, published as « Mairie de <town> » by staff with the
 * `mairie` right. Shown while `starts_at <= now() < ends_at` and not withdrawn.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: ANNOUNCEMENT_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    location: text('location').notNull().default(''),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Who published or last changed it for the town hall: kept for the log, never shown. */
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Pinned at the head of the feed while current: the mairie's choice, always for an Alerte. The
     * default keeps the announcements of before the choice pinned, as they were.
     */
    pinned: boolean('pinned').notNull().default(true),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** When its push was sent, and the DeliveryReport: devices reached and deliveries failed. */
    pushSentAt: timestamp('push_sent_at', { withTimezone: true }),
    pushDevices: integer('push_devices').notNull().default(0),
    pushFailed: integer('push_failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_validity_idx').on(t.endsAt, t.startsAt),
    check('announcements_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('announcements_alert_pinned', sql`${t.category} <> 'Alerte' or ${t.pinned}`),
  ],
);

/** A resident who opened an announcement's page: once each, with where they came from first. */
export const announcementOpens = pgTable(
  'announcement_opens',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ANNOUNCEMENT_OPEN_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index('announcement_opens_user_idx').on(t.userId)],
);
