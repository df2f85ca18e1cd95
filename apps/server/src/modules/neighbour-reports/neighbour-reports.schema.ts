import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** A neighbours-watch report (spec 2, "Neighbours watch"), also served as an Open311 request. */
export const neighbourReports = pgTable(
  'neighbour_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Filed anonymously: no staff screen, log or Open311 answer names the reporter, who follows it
     * through the app's notifications. Reports filed before the choice existed were promised it.
     */
    anonymous: boolean('anonymous').notNull().default(true),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    locationText: text('location_text'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The reporter's description of the photo, its text alternative (RGAA 1.3). */
    imageAlt: text('image_alt'),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['nouveau', 'en_cours', 'resolu'] })
      .notNull()
      .default('nouveau'),
    statusNote: text('status_note'),
    /** Set when the report is resolved: the reporter may reopen it within 30 days of it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    followersCount: integer('followers_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('neighbour_reports_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('neighbour_reports_open_type_idx')
      .on(t.type, t.createdAt.desc())
      .where(sql`${t.status} <> 'resolu'`),
    check('neighbour_reports_counts_non_negative', sql`${t.followersCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

/** Residents following a report ("moi aussi"): counted and told of its status changes. */
export const neighbourReportFollows = pgTable(
  'neighbour_report_follows',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => neighbourReports.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

/** Each status change of a report, with the moderator's note (Open311 status_notes, history). */
export const neighbourReportUpdates = pgTable(
  'neighbour_report_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => neighbourReports.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['nouveau', 'en_cours', 'resolu'] }).notNull(),
    note: text('note'),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('neighbour_report_updates_report_idx').on(t.reportId, t.createdAt)],
);
