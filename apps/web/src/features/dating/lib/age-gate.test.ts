// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AGE_VERIFIED_KEY,
  VERIFICATION_DATE_KEY,
  checkBirthDate,
  rememberVerification,
  storedVerificationValid,
  tabFrom,
} from './age-gate';

beforeEach(() => localStorage.clear());

describe('the age gate, in the browser', () => {
  it('checks the birth date: required, real, not after today', () => {
    expect(checkBirthDate('', '2026-11-27')).toBe('Date requise');
    expect(checkBirthDate('2001-02-30', '2026-11-27')).toBe('Date de naissance invalide.');
    expect(checkBirthDate('2026-11-28', '2026-11-27')).toBe('La date de naissance ne peut pas dépasser aujourd’hui.');
    expect(checkBirthDate('2026-11-27', '2026-11-27')).toBeNull();
    expect(checkBirthDate('1990-06-15', '2026-11-27')).toBeNull();
  });

  it('keeps the server’s answer 30 days under the spec’s keys, then erases it', () => {
    const at = '2026-11-01T10:00:00.000Z';
    rememberVerification(at);
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(localStorage.getItem(VERIFICATION_DATE_KEY)).toBe(at);
    expect(storedVerificationValid(Date.parse('2026-11-30T10:00:00.000Z'))).toBe(true);
    expect(storedVerificationValid(Date.parse('2026-12-01T10:00:00.000Z'))).toBe(false);
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBeNull();
    expect(localStorage.getItem(VERIFICATION_DATE_KEY)).toBeNull();
  });

  it('reads the tab from the query parameter, friends by default', () => {
    expect(tabFrom(null)).toBe('friends');
    expect(tabFrom('romantic')).toBe('romantic');
    expect(tabFrom('events')).toBe('events');
    expect(tabFrom('autre')).toBe('friends');
  });
});
