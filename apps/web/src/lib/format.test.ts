import { describe, expect, it } from 'vitest';
import { displayName, formatCount, formatOneDecimal, fullDateTime, initials } from './format';

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

  // The same output as Intl's fr-FR formatters, which the feed no longer builds at start.
  it('formats numbers and dates as Intl does in French', () => {
    const count = new Intl.NumberFormat('fr-FR');
    for (const n of [0, 7, 42, 999, 1000, 1247, 12_345, 1_000_000, -1_234_567])
      expect(formatCount(n)).toBe(count.format(n));
    const decimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const n of [0, 4, 4.8, 4.85, 4.96, 12.3]) expect(formatOneDecimal(n)).toBe(decimal.format(n));
    const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
    for (const d of [new Date(2026, 0, 1, 7, 5), new Date(2025, 4, 16, 23, 59), new Date(2026, 10, 26, 12, 0)]) {
      expect(fullDateTime(d.toISOString())).toBe(date.format(d));
    }
  });
});
