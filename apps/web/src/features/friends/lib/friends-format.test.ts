import { describe, expect, it } from 'vitest';
import { dayLabel, mutualLabel } from './friends-format';

describe('friends format', () => {
  it('says how many friends are shared, in French', () => {
    expect(mutualLabel(0)).toBe('Aucun ami en commun');
    expect(mutualLabel(1)).toBe('1 ami en commun');
    expect(mutualLabel(3)).toBe('3 amis en commun');
  });

  it('writes a day in full', () => {
    expect(dayLabel('2026-03-03T10:00:00.000Z')).toBe('3 mars 2026');
  });
});
