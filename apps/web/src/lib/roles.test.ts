import { describe, expect, it } from 'vitest';
import { isAdmin, isStaff } from './roles';

describe('isStaff', () => {
  it('counts moderators and admins as staff', () => {
    expect(isStaff({ role: 'moderator' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
  });

  it('leaves out residents and visitors', () => {
    expect(isStaff({ role: 'user' })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true of admins only', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'moderator' })).toBe(false);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
