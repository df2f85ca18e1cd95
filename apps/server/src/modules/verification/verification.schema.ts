import { RESIDENCE_METHODS, RESIDENCE_STATES } from '@portmarin/shared/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';
import { townAddresses } from '../addresses/addresses.schema.ts';

/**
 * Who a resident is, as FranceConnect told it: one identity per account and one account per
 * identity. FranceConnect's `sub` is kept only as a keyed hash (HMAC-SHA256), never in clear.
 */
export const residentIdentities = pgTable('resident_identities', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  subHash: text('sub_hash').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  birthdate: date('birthdate', { mode: 'string' }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a resident lives, and how it was proved: one row per resident, from the request to the
 * verification (2 years), its renewal or its revocation. A letter's code is kept hashed.
 */
export const residenceVerifications = pgTable(
  'residence_verifications',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    addressId: text('address_id')
      .notNull()
      .references(() => townAddresses.id),
    method: text('method', { enum: RESIDENCE_METHODS }).notNull(),
    state: text('state', { enum: RESIDENCE_STATES }).notNull(),
    /** SHA-256 of the letter's one-time code (hex); null once used, or for the counter. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** When the town hall downloaded the letter (null: still to print). */
    letterPrintedAt: timestamp('letter_printed_at', { withTimezone: true }),
    /** At the counter: the document the town hall saw. */
    document: text('document'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the resident was told this verification ends in 30 days (once per verification). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** The staff member who verified, confirmed or revoked it last. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('residence_verifications_address_idx').on(t.addressId, t.state),
    index('residence_verifications_state_idx').on(t.state, t.requestedAt),
    check(
      'residence_verifications_verified_has_dates',
      sql`${t.state} <> 'verified' or (${t.verifiedAt} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
