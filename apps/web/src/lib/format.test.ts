import { describe, expect, it } from 'vitest';
import { displayName, initials } from './format';

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
});
