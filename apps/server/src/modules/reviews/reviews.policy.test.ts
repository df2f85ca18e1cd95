import { describe, expect, it } from 'vitest';
import { canReply, canReview, isTargetOwner } from './reviews.policy.ts';

describe('reviews policy', () => {
  it('knows the owner; a business without one has none', () => {
    expect(isTargetOwner({ id: 'u1' }, { ownerId: 'u1' })).toBe(true);
    expect(isTargetOwner({ id: 'u1' }, { ownerId: null })).toBe(false);
    expect(isTargetOwner(null, { ownerId: 'u1' })).toBe(false);
  });

  it('lets anyone but the owner rate', () => {
    expect(canReview({ id: 'u2' }, { ownerId: 'u1' })).toBe(true);
    expect(canReview({ id: 'u1' }, { ownerId: 'u1' })).toBe(false);
  });

  it('lets the owner answer once', () => {
    expect(canReply({ id: 'u1' }, { ownerId: 'u1' }, { reply: null })).toBe('ok');
    expect(canReply({ id: 'u1' }, { ownerId: 'u1' }, { reply: 'Merci !' })).toBe('already-replied');
    expect(canReply({ id: 'u2' }, { ownerId: 'u1' }, { reply: null })).toBe('not-owner');
  });
});
