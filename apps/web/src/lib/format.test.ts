import { describe, expect, it } from 'vitest';
import { displayName, formatCount, formatOneDecimal, fullDateTime, initials, longDate } from './format';

describe('format', () => {
  it('falls back from full name to username to "Utilisateur"', () => {
    expect(displayName({ name: 'Marie Le Goff', username: 'marie' })).toBe('Marie Le Goff');
    expect(displayName({ name: '  ', username: 'marie' })).toBe('marie');
    expect(displayName({ name: null, username: null })).toBe('Utilisateur');
  });

  it('makes two-letter initials', () => {
    expect(initials('Marie Le Goff')).toBe('ML');
    expect(initials('yann')).toBe('YA');
    expect(initials('')).toBe('?');
  });

  it('formats counts, one-decimal figures and dates in French', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1247)).toBe('1\u202f247');
    expect(formatCount(1_000_000)).toBe('1\u202f000\u202f000');
    expect(formatOneDecimal(4.8)).toBe('4,8');
    expect(formatOneDecimal(5)).toBe('5,0');
    expect(formatOneDecimal(4.96)).toBe('5,0');
    expect(fullDateTime(new Date(2026, 10, 25, 7, 26).toISOString())).toBe('25 novembre 2026 à 07:26');
  });

  it('raises only the first letter of a long date: months stay in lower case', () => {
    expect(longDate(new Date(2026, 10, 27))).toBe('Vendredi 27 novembre 2026');
    expect(longDate(new Date(2027, 0, 1))).toBe('Vendredi 1 janvier 2027');
    expect(longDate(new Date(2026, 7, 3))).toBe('Lundi 3 août 2026');
  });
});
