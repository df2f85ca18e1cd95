import type { ResidenceStatus, VerificationStatus } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { letterAddressee, mayAskLetter, residenceStep, triesText } from './residence-view';

const NOW = new Date('2027-01-15T10:00:00Z');

const status = (
  residence: Partial<ResidenceStatus> | null,
  over: Partial<VerificationStatus> = {},
): VerificationStatus => ({
  franceConnectOffered: false,
  identity: null,
  verifiedResident: false,
  residence: residence && {
    state: 'letter_requested',
    method: 'letter',
    address: { id: 'a', label: '3 rue du Port, 56290 Port-Marin' },
    requestedAt: '2027-01-01T10:00:00Z',
    verifiedAt: null,
    expiresAt: null,
    revokeReason: null,
    codeExpiresAt: null,
    codeAttemptsLeft: 5,
    ...residence,
  },
  ...over,
});

describe('residenceStep', () => {
  it('offers a letter to a resident who never asked', () => {
    const step = residenceStep(status(null), NOW);
    expect(step).toEqual({ step: 'none' });
    expect(mayAskLetter(step)).toBe(true);
  });

  it('asks for the code of a letter sent, with the tries left', () => {
    const step = residenceStep(
      status({ state: 'letter_sent', codeAttemptsLeft: 3, codeExpiresAt: '2027-03-01T10:00:00Z' }),
      NOW,
    );
    expect(step).toEqual({ step: 'sent', attemptsLeft: 3, codeExpiresAt: '2027-03-01T10:00:00Z' });
  });

  it('sends a locked or expired code back to a new letter', () => {
    expect(residenceStep(status({ state: 'letter_sent', codeAttemptsLeft: 0 }), NOW).step).toBe('code_locked');
    const expired = residenceStep(status({ state: 'letter_sent', codeExpiresAt: '2027-01-01T00:00:00Z' }), NOW);
    expect(expired.step).toBe('code_expired');
    expect(mayAskLetter(expired)).toBe(true);
  });

  it('offers no letter while the town hall confirms', () => {
    expect(mayAskLetter(residenceStep(status({ state: 'awaiting_confirmation' }), NOW))).toBe(false);
  });

  it('opens the renewal three months before the end only', () => {
    const far = residenceStep(status({ state: 'verified', expiresAt: '2027-06-01T00:00:00Z' }), NOW);
    expect(far).toMatchObject({ step: 'verified', renewable: false });
    expect(mayAskLetter(far)).toBe(false);
    const near = residenceStep(status({ state: 'verified', expiresAt: '2027-04-01T00:00:00Z' }), NOW);
    expect(near).toMatchObject({ step: 'verified', renewable: true });
    expect(mayAskLetter(near)).toBe(true);
  });

  it('says why a verification was revoked', () => {
    expect(residenceStep(status({ state: 'revoked', revokeReason: 'A déménagé' }), NOW)).toEqual({
      step: 'revoked',
      reason: 'A déménagé',
    });
  });
});

describe('letterAddressee', () => {
  it('uses the account’s name where the town has no FranceConnect', () => {
    expect(letterAddressee(status(null), 'Camille Marin')).toEqual({ name: 'Camille Marin' });
  });

  it('needs FranceConnect’s identity where the town offers it, then uses its names', () => {
    expect(letterAddressee(status(null, { franceConnectOffered: true }), 'camille')).toEqual({ needsIdentity: true });
    const identity = { givenName: 'Camille', familyName: 'MARIN', birthdate: '1990-01-01', verifiedAt: '' };
    expect(letterAddressee(status(null, { franceConnectOffered: true, identity }), 'camille')).toEqual({
      name: 'Camille MARIN',
    });
  });
});

it('counts tries in French', () => {
  expect(triesText(1)).toBe('1 essai');
  expect(triesText(2)).toBe('2 essais');
});
