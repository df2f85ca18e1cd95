import { DATING_MIN_AGE, DATING_VERIFICATION_DAYS } from '@portmarin/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the guard knows of a resident: the age from the birth date (FranceConnect's when they
 * identified, else the one they typed), the last verification, and whether the age is FranceConnect's.
 */
export type DatingStanding = { age: number | null; verifiedAt: Date | null; identityVerified?: boolean };

/** When a verification made at `verifiedAt` stops being valid (spec 2, point 9: 30 days). */
export const verificationExpiry = (verifiedAt: Date): Date =>
  new Date(verifiedAt.getTime() + DATING_VERIFICATION_DAYS * DAY_MS);

/**
 * Why a resident may not use the dating section, or null when they may: a minor (by the stored
 * birth date, whatever the verification says), an adult by FranceConnect's birth date, then a
 * missing or expired verification.
 */
export function datingRefusal(
  standing: DatingStanding,
  now = new Date(),
): 'DATING_UNDERAGE' | 'DATING_VERIFICATION_REQUIRED' | null {
  if (standing.age !== null && standing.age < DATING_MIN_AGE) return 'DATING_UNDERAGE';
  // A birth date FranceConnect vouched for needs no typing and no renewal.
  if (standing.identityVerified && standing.age !== null) return null;
  if (standing.age === null || !standing.verifiedAt) return 'DATING_VERIFICATION_REQUIRED';
  if (verificationExpiry(standing.verifiedAt) <= now) return 'DATING_VERIFICATION_REQUIRED';
  return null;
}
