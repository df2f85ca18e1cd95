import { describe, expect, it } from 'vitest';
import { canDeleteComment, canDeletePost, canEditPost, canSeeLikedPosts, canSeeProfilePosts } from './posts.policy.ts';

const anne = { id: 'anne', role: 'user' } as const;
const paul = { id: 'paul', role: 'user' } as const;
const modo = { id: 'modo', role: 'moderator' } as const;
const admin = { id: 'admin', role: 'admin' } as const;

describe('posts policy', () => {
  it('lets only the author edit a post', () => {
    expect(canEditPost(anne, { userId: 'anne' })).toBe(true);
    for (const actor of [paul, modo, admin]) expect(canEditPost(actor, { userId: 'anne' })).toBe(false);
  });

  it('lets the author, moderators and admins delete a post', () => {
    expect(canDeletePost(anne, { userId: 'anne' })).toBe(true);
    expect(canDeletePost(paul, { userId: 'anne' })).toBe(false);
    expect(canDeletePost(modo, { userId: 'anne' })).toBe(true);
    expect(canDeletePost(admin, { userId: 'anne' })).toBe(true);
  });

  it('lets the comment’s author, the post’s author and moderators delete a comment', () => {
    const comment = { userId: 'paul', postUserId: 'anne' };
    expect(canDeleteComment(paul, comment)).toBe(true);
    expect(canDeleteComment(anne, comment)).toBe(true);
    expect(canDeleteComment(modo, comment)).toBe(true);
    expect(canDeleteComment({ id: 'lea', role: 'user' }, comment)).toBe(false);
  });

  it('shows a hidden profile’s posts to its owner and moderators only', () => {
    const hidden = { id: 'anne', visible: false };
    expect(canSeeProfilePosts(null, hidden)).toBe(false);
    expect(canSeeProfilePosts(paul, hidden)).toBe(false);
    expect(canSeeProfilePosts(anne, hidden)).toBe(true);
    expect(canSeeProfilePosts(modo, hidden)).toBe(true);
    expect(canSeeProfilePosts(null, { id: 'anne', visible: true })).toBe(true);
  });

  it('keeps the liked list private', () => {
    expect(canSeeLikedPosts(anne, { id: 'anne' })).toBe(true);
    expect(canSeeLikedPosts(admin, { id: 'anne' })).toBe(false);
  });
});
