import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** Who acts: a signed-in resident's id and role. */
export type Actor = { id: string; role: Role };

/** Only the author edits a post. */
export function canEditPost(actor: Actor, post: { userId: string }): boolean {
  return actor.id === post.userId;
}

/** The author, or a moderator or admin, deletes a post. */
export function canDeletePost(actor: Actor, post: { userId: string }): boolean {
  return actor.id === post.userId || isStaff(actor);
}

/** The comment's author, the post's author, or a moderator or admin, deletes a comment. */
export function canDeleteComment(actor: Actor, comment: { userId: string; postUserId: string }): boolean {
  return actor.id === comment.userId || actor.id === comment.postUserId || isStaff(actor);
}

/** A hidden profile (profileVisible off) lists its posts only to its owner and to moderators. */
export function canSeeProfilePosts(viewer: Actor | null, profile: { id: string; visible: boolean }): boolean {
  return profile.visible || (viewer !== null && (viewer.id === profile.id || isStaff(viewer)));
}

/** The J'aime tab is private: only the resident themself lists the posts they liked. */
export function canSeeLikedPosts(viewer: Actor, profile: { id: string }): boolean {
  return viewer.id === profile.id;
}
