import { RESIDENCE_RENEWAL_MONTHS, type Role } from '@portmarin/shared';
import { hasMairieRight } from '../../lib/roles.ts';

/** The town hall's staff (the `mairie` right) and admins print letters, verify, confirm and revoke. */
export const canManageResidence = (actor: { role: Role } | null): boolean => hasMairieRight(actor);

/**
 * Whom a letter is addressed to: where the town offers FranceConnect, the name it gave (and
 * without that identity no letter); elsewhere the account's name.
 */
export function letterRecipient(
  franceConnectOffered: boolean,
  identity: { givenName: string; familyName: string } | null,
  accountName: string,
): { name: string } | { refused: 'RESIDENCE_IDENTITY_REQUIRED' } {
  if (!franceConnectOffered) return { name: accountName };
  if (!identity) return { refused: 'RESIDENCE_IDENTITY_REQUIRED' };
  return { name: `${identity.givenName} ${identity.familyName}` };
}

/** The first day a verification ending at `expiresAt` may be renewed: three months before its end. */
export function renewalOpensAt(expiresAt: Date): Date {
  const opens = new Date(expiresAt);
  opens.setUTCMonth(opens.getUTCMonth() - RESIDENCE_RENEWAL_MONTHS);
  return opens;
}

/**
 * Whether a resident may ask for a letter now: always, unless a verification is running and its
 * renewal has not opened yet (a pending request, a refusal or a revocation is simply replaced).
 */
export function mayRequestLetter(current: { state: string; expiresAt: Date | null } | null, now: Date): boolean {
  if (!current || current.state !== 'verified' || !current.expiresAt) return true;
  return now >= renewalOpensAt(current.expiresAt);
}

/** « Il vous reste 3 essais. » */
export function attemptsLeftText(left: number): string {
  return left === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${left} essais.`;
}
