import { z } from 'zod';
import { TownAddress } from './addresses.schemas.ts';
import { RESIDENCE_METHODS, RESIDENCE_STATES } from './constants.ts';

/** Who the resident is, as FranceConnect told it (only what the rules need). */
export const ResidentIdentity = z.object({
  givenName: z.string(),
  familyName: z.string(),
  /** YYYY-MM-DD. */
  birthdate: z.string(),
  verifiedAt: z.string(),
});
export type ResidentIdentity = z.infer<typeof ResidentIdentity>;

/** A residence verification's state as the resident reads it: `expired` once its two years have passed. */
export const ResidenceState = z.enum([...RESIDENCE_STATES, 'expired']);
export type ResidenceState = z.infer<typeof ResidenceState>;

export const ResidenceStatus = z.object({
  state: ResidenceState,
  method: z.enum(RESIDENCE_METHODS),
  address: TownAddress,
  requestedAt: z.string(),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** While a letter's code can be typed. */
  codeExpiresAt: z.string().nullable(),
  codeAttemptsLeft: z.number().int().min(0),
});
export type ResidenceStatus = z.infer<typeof ResidenceStatus>;

/** GET /api/verification: the resident's own verification, and what the town offers. */
export const VerificationStatus = z.object({
  /** The town set FranceConnect up (FRANCECONNECT_ISSUER and its client). */
  franceConnectOffered: z.boolean(),
  identity: ResidentIdentity.nullable(),
  residence: ResidenceStatus.nullable(),
  /** Verified now: what residents-only votes ask. */
  verifiedResident: z.boolean(),
});
export type VerificationStatus = z.infer<typeof VerificationStatus>;
