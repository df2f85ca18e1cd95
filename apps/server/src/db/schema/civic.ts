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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { uploads } from './uploads.ts';

/** A town referendum (spec 2, "Referendums"); the counts are kept equal to its ballots. */
export const referendums = pgTable(
  'referendums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Closed early by an admin or moderator; otherwise closed once `ends_at` has passed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    anonymous: boolean('anonymous').notNull().default(true),
    allowComments: boolean('allow_comments').notNull().default(false),
    votesFor: integer('votes_for').notNull().default(0),
    votesAgainst: integer('votes_against').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referendums_ends_at_idx').on(t.endsAt.desc(), t.id.desc()),
    check('referendums_votes_non_negative', sql`${t.votesFor} >= 0 and ${t.votesAgainst} >= 0`),
  ],
);

/** Who voted in a referendum (one row per resident, enforced by the key), never what. */
export const referendumVoters = pgTable(
  'referendum_voters',
  {
    referendumId: uuid('referendum_id')
      .notNull()
      .references(() => referendums.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.referendumId, t.userId] }), index('referendum_voters_user_idx').on(t.userId)],
);

/**
 * What was voted. An anonymous referendum's ballot has no voter and no time, so nothing links it
 * to a `referendum_voters` row; the voter keeps a receipt whose hash finds the ballot.
 */
export const referendumBallots = pgTable(
  'referendum_ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referendumId: uuid('referendum_id')
      .notNull()
      .references(() => referendums.id, { onDelete: 'cascade' }),
    choice: text('choice', { enum: ['pour', 'contre'] }).notNull(),
    /** SHA-256 of the receipt code shown once to the voter. */
    receiptHash: text('receipt_hash').notNull(),
    /** Set only for a non-anonymous referendum (its voters list, shown to admins). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('referendum_ballots_receipt_idx').on(t.receiptHash),
    index('referendum_ballots_referendum_idx').on(t.referendumId),
  ],
);

/** A neighbours-watch report (spec 2, "Neighbours watch"), also served as an Open311 request. */
export const neighbourReports = pgTable(
  'neighbour_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    locationText: text('location_text'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
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

/** An idea-box suggestion (spec 2, "Idea box"). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['fonctionnalite', 'interface', 'performance', 'contenu', 'autre'] }).notNull(),
    status: text('status', { enum: ['nouveau', 'en_cours', 'planifie', 'en_etude'] })
      .notNull()
      .default('nouveau'),
    votesCount: integer('votes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suggestions_votes_idx').on(t.votesCount.desc(), t.createdAt.desc(), t.id.desc()),
    check('suggestions_counts_non_negative', sql`${t.votesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] })],
);

/** Comments under a referendum, a neighbours-watch report or a suggestion. */
export const civicComments = pgTable(
  'civic_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: ['referendum', 'neighbour_report', 'suggestion'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('civic_comments_subject_idx').on(t.subjectType, t.subjectId, t.createdAt, t.id)],
);
