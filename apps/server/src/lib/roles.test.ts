import { describe, expect, it } from 'vitest';
import { isAdmin, isStaff } from './roles.ts';

describe('roles', () => {
  it('counts moderators and admins as staff, nobody else', () => {
    expect(isStaff({ role: 'moderator' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
    expect(isStaff({ role: 'user' })).toBe(false);
    expect(isStaff({ role: null })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('keeps the admin-only powers to admins', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'moderator' })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
