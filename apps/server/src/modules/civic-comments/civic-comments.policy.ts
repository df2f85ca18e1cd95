import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

export type CommentActor = { id: string; role: Role };

/** Its author removes a comment; so do the moderators and admins (logged when not theirs). */
export function canDeleteCivicComment(actor: CommentActor, comment: { userId: string }): boolean {
  return actor.id === comment.userId || isStaff(actor);
}

/** A hidden comment is read by its author and the moderators only. */
export function canSeeHiddenComment(viewer: CommentActor | null, comment: { userId: string }): boolean {
  return !!viewer && (viewer.id === comment.userId || isStaff(viewer));
}

/** The moderator removed someone else's comment: that is a moderation act, logged. */
export function isModerationDelete(actor: CommentActor, comment: { userId: string }): boolean {
  return actor.id !== comment.userId && isStaff(actor);
}
