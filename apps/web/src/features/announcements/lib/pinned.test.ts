import type { Announcement } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { headOf, moreAnnouncementsLabel } from './pinned';

const announcement = (id: string) => ({ id }) as Announcement;

describe('headOf', () => {
  it('shows two cards and counts the others', () => {
    const { shown, rest } = headOf(['a', 'b', 'c', 'd', 'e', 'f'].map(announcement));
    expect(shown.map((a) => a.id)).toEqual(['a', 'b']);
    expect(rest).toBe(4);
  });

  it('has no rest with two or fewer', () => {
    expect(headOf(['a', 'b'].map(announcement)).rest).toBe(0);
    expect(headOf([announcement('a')]).shown).toHaveLength(1);
  });
});

describe('moreAnnouncementsLabel', () => {
  it('names the only other one in the singular', () => {
    expect(moreAnnouncementsLabel(1)).toBe('Voir l’autre annonce');
  });

  it('counts the others in the plural', () => {
    expect(moreAnnouncementsLabel(4)).toBe('Voir les 4 annonces');
  });
});
