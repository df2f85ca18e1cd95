import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP_FORM, formCategory, membersLabel, validateGroupForm } from './group-form';

describe('validateGroupForm', () => {
  it('refuses a blank name with the spec message', () => {
    const result = validateGroupForm({ ...EMPTY_GROUP_FORM, name: '   ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Le nom du groupe est requis' } });
  });

  it('trims the name and sends a blank description as null', () => {
    const result = validateGroupForm({ name: '  Chorale  ', description: '  ', category: 'Musique', isPrivate: true });
    expect(result).toEqual({
      ok: true,
      input: { name: 'Chorale', description: null, category: 'Musique', isPrivate: true },
    });
  });
});

describe('formCategory', () => {
  it('keeps a known category and falls back to Autre', () => {
    expect(formCategory('Sport')).toBe('Sport');
    expect(formCategory(null)).toBe('Autre');
    expect(formCategory('Pêche')).toBe('Autre');
  });
});

describe('membersLabel', () => {
  it('says membre for 0 and 1, membres above, with French digit groups', () => {
    expect(membersLabel(0)).toBe('0 membre');
    expect(membersLabel(1)).toBe('1 membre');
    expect(membersLabel(2)).toBe('2 membres');
    expect(membersLabel(1200)).toMatch(/^1\s200 membres$/);
  });
});
