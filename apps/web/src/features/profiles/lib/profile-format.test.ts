import { describe, expect, it } from 'vitest';
import { countLabel, formatProfileCount, memberSince, profileHandle } from './profile-format';

describe('profile format', () => {
  it('shows @username, falling back to the local part of the e-mail', () => {
    expect(profileHandle('marie', 'marie.legoff@exemple.fr')).toBe('@marie');
    expect(profileHandle(null, 'marie.legoff@exemple.fr')).toBe('@marie.legoff');
    expect(profileHandle('  ', 'yann@exemple.fr')).toBe('@yann');
    expect(profileHandle(null, null)).toBe('');
  });

  it('formats counters the French way', () => {
    expect(formatProfileCount(42)).toBe('42');
    expect(formatProfileCount(1247)).toBe('1\u202f247');
    expect(formatProfileCount(1_000_000)).toBe('1\u202f000\u202f000');
    expect(formatProfileCount(-3)).toBe('0');
  });

  it('puts French labels in the singular for 0 and 1, plural from 2', () => {
    expect(countLabel(0, 'abonné', 'abonnés')).toBe('0 abonné');
    expect(countLabel(1, 'abonné', 'abonnés')).toBe('1 abonné');
    expect(countLabel(12, 'abonné', 'abonnés')).toBe('12 abonnés');
    expect(countLabel(2856, 'abonné', 'abonnés')).toBe('2\u202f856 abonnés');
  });

  it('says since when a resident is a member, month and year in French', () => {
    expect(memberSince('2025-05-16T10:00:00.000Z')).toBe('Membre depuis mai 2025');
    expect(memberSince('2026-08-01T10:00:00.000Z')).toBe('Membre depuis août 2026');
  });
});
