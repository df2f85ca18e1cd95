import { describe, expect, it } from 'vitest';
import { canDeleteBusiness, canEditBusiness, canSetFlags } from './businesses.policy.ts';

const resident = { id: 'u1', role: 'user' as const };
const other = { id: 'u2', role: 'user' as const };
const modo = { id: 'm1', role: 'moderator' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('businesses policy', () => {
  it('lets the creator and moderators edit and delete, nobody else', () => {
    expect(canEditBusiness(resident, { createdBy: 'u1' })).toBe(true);
    expect(canEditBusiness(other, { createdBy: 'u1' })).toBe(false);
    expect(canEditBusiness(other, { createdBy: null })).toBe(false);
    expect(canEditBusiness(modo, { createdBy: null })).toBe(true);
    expect(canDeleteBusiness(admin, { createdBy: 'u1' })).toBe(true);
    expect(canDeleteBusiness(other, { createdBy: 'u1' })).toBe(false);
  });

  it('keeps sponsoring to admins', () => {
    expect(canSetFlags(resident, { isSponsored: undefined })).toBe('forbidden');
    expect(canSetFlags(modo, {})).toBe('ok');
    expect(canSetFlags(modo, { isSponsored: true })).toBe('admins-only');
    expect(canSetFlags(admin, { isSponsored: false })).toBe('ok');
  });
});
