import { RESIDENCE_RENEWAL_MONTHS } from '@portmarin/shared/constants';
import type { VerificationStatus } from '@portmarin/shared';

/**
 * What the resident's residence card shows, from their status: one step of the verification's
 * life, and what they may do there. Kept apart from the components so each case is tested.
 */
export type ResidenceStep =
  /** Never asked, or a refusal/revocation: pick an address and ask for a letter. */
  | { step: 'none' }
  | { step: 'requested' }
  | { step: 'sent'; attemptsLeft: number; codeExpiresAt: string | null }
  /** The letter's code can no longer be typed: a new letter is needed. */
  | { step: 'code_locked' }
  | { step: 'code_expired' }
  | { step: 'awaiting' }
  | { step: 'verified'; expiresAt: string; renewable: boolean }
  | { step: 'expired'; expiresAt: string | null }
  | { step: 'revoked'; reason: string | null };

/** The first day a verification ending at `expiresAt` may be renewed (the server's rule, three months before). */
export function renewalOpensAt(expiresAt: string): Date {
  const opens = new Date(expiresAt);
  opens.setUTCMonth(opens.getUTCMonth() - RESIDENCE_RENEWAL_MONTHS);
  return opens;
}

export function residenceStep(status: VerificationStatus, now = new Date()): ResidenceStep {
  const residence = status.residence;
  if (!residence) return { step: 'none' };
  switch (residence.state) {
    case 'letter_requested':
      return { step: 'requested' };
    case 'letter_sent':
      if (residence.codeAttemptsLeft <= 0) return { step: 'code_locked' };
      if (residence.codeExpiresAt && Date.parse(residence.codeExpiresAt) <= now.getTime()) {
        return { step: 'code_expired' };
      }
      return { step: 'sent', attemptsLeft: residence.codeAttemptsLeft, codeExpiresAt: residence.codeExpiresAt };
    case 'awaiting_confirmation':
      return { step: 'awaiting' };
    case 'verified':
      return {
        step: 'verified',
        expiresAt: residence.expiresAt!,
        renewable: now >= renewalOpensAt(residence.expiresAt!),
      };
    case 'expired':
      return { step: 'expired', expiresAt: residence.expiresAt };
    case 'revoked':
      return { step: 'revoked', reason: residence.revokeReason };
  }
}

/** Whether the card offers the address picker and « Recevoir un code par courrier ». */
export function mayAskLetter(step: ResidenceStep): boolean {
  return step.step !== 'awaiting' && !(step.step === 'verified' && !step.renewable);
}

/**
 * Whom the letter will be addressed to, or why none can be sent: where the town offers
 * FranceConnect, the name it gave (identity first); elsewhere the account's name.
 */
export function letterAddressee(
  status: VerificationStatus,
  accountName: string,
): { name: string } | { needsIdentity: true } {
  if (!status.franceConnectOffered) return { name: accountName };
  if (!status.identity) return { needsIdentity: true };
  return { name: `${status.identity.givenName} ${status.identity.familyName}` };
}

/** « 1 essai » / « 4 essais ». */
export const triesText = (left: number): string => (left === 1 ? '1 essai' : `${left} essais`);
