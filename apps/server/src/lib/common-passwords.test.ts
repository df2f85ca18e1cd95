import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'Azertyuiop', 'password123', 'AZERTYUIOP'])('flags %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Galets-Marée-2025!', 'le phare de la pointe veille sur 3 goélands'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
