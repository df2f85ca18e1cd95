import { REFERENDUM_ELECTORATES } from '@portmarin/shared/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

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
    /**
     * Who votes (issue 37). The default only fills the rows written before the column existed
     * (today's rule, e-mail-verified accounts); the service always writes the chosen electorate.
     */
    electorate: text('electorate', { enum: REFERENDUM_ELECTORATES }).notNull().default('verified_accounts'),
    votesFor: integer('votes_for').notNull().default(0),
    votesAgainst: integer('votes_against').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referendums_ends_at_idx').on(t.endsAt.desc(), t.id.desc()),
    check('referendums_votes_non_negative', sql`${t.votesFor} >= 0 and ${t.votesAgainst} >= 0`),
    check('referendums_electorate_check', sql`${t.electorate} in ('verified_residents', 'verified_accounts')`),
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

/**
 * A resident's proposal (issue 28): invisible to other residents until a moderator publishes it as
 * a referendum (`referendum_id`) or declines it with a reason; its proposer is told either way.
 */
export const referendumProposals = pgTable(
  'referendum_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    question: text('question').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    anonymous: boolean('anonymous').notNull().default(true),
    allowComments: boolean('allow_comments').notNull().default(false),
    /**
     * Who votes (issue 37). The default only fills the rows written before the column existed
     * (today's rule, e-mail-verified accounts); the service always writes the chosen electorate.
     */
    electorate: text('electorate', { enum: REFERENDUM_ELECTORATES }).notNull().default('verified_accounts'),
    status: text('status', { enum: ['pending', 'published', 'declined'] })
      .notNull()
      .default('pending'),
    declineReason: text('decline_reason'),
    referendumId: uuid('referendum_id').references(() => referendums.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referendum_proposals_electorate_check', sql`${t.electorate} in ('verified_residents', 'verified_accounts')`),
    index('referendum_proposals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
