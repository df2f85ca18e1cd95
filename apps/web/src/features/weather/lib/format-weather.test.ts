import { describe, expect, it } from 'vitest';
import { dataAge, degrees, hectopascals, kilometres } from './format-weather';

describe('weather formats', () => {
  it('writes numbers the French way', () => {
    expect(degrees(14)).toBe('14°');
    expect(kilometres(24.1)).toBe('24,1 km');
    expect(kilometres(10)).toBe('10 km');
    expect(hectopascals(1018)).toBe('1\u202f018 hPa');
  });

  it('says when stale data were fetched and how long ago', () => {
    const fetched = new Date(2026, 10, 27, 16, 55);
    const now = new Date(2026, 10, 27, 17, 20);
    expect(dataAge(fetched.toISOString(), now)).toBe('Données du 27 novembre 2026 à 16:55 (il y a 25 minutes)');
  });
});
