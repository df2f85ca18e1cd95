import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * The dating age gate passed by a resident: the birth date they gave, kept (the age is recomputed
 * from it at every dating request; a FranceConnect identity's comes first), and when the gate was
 * last passed (valid 30 days; null for a date that refuses access). No row: never asked.
 */
export const datingAgeChecks = pgTable('dating_age_checks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * A resident's opt-in to the dating section (spec 2, "Dating"): one row each, keyed by the account.
 * The age comes from `dating_age_checks`, the 'Profil vérifié' badge from `user.verified`.
 */
export const datingProfiles = pgTable(
  'dating_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Listed in the friends tab (Amicale) or the sports tab (Sportive). */
    type: text('type', { enum: ['amicale', 'sportive'] }).notNull(),
    /** Also listed in the romantic tab. */
    romantic: boolean('romantic').notNull().default(false),
    /** A neighbourhood the resident chose to show, free text. */
    neighbourhood: text('neighbourhood'),
    /** An approximate position (about 1 km), kept only when shared; never sent to anyone. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dating_profiles_type_idx').on(t.type, t.updatedAt),
    check('dating_profiles_position_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** 'Masquer': a profile one resident no longer wants to see (nor be contacted by, through dating). */
export const datingHiddenProfiles = pgTable(
  'dating_hidden_profiles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hiddenUserId: text('hidden_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hiddenUserId] }),
    index('dating_hidden_profiles_hidden_idx').on(t.hiddenUserId),
  ],
);

/**
 * A resident's request to correct the birth date stored at the age gate (a typo that refuses
 * access): a moderator checks it and resets the date, which the resident then enters once more,
 * or declines it. One pending request per resident.
 */
export const datingBirthDateCorrections = pgTable(
  'dating_birth_date_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** The date stored when the request was made, kept for the moderators' check and the log. */
    birthDate: text('birth_date').notNull(),
    status: text('status', { enum: ['pending', 'reset', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dating_birth_date_corrections_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('dating_birth_date_corrections_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
