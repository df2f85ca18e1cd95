/** Who acts: a signed-in resident's id. */
export type Actor = { id: string };

/** The owner of a business (its creator) or of a business page answers reviews, once each. */
export function isTargetOwner(actor: Actor | null, target: { ownerId: string | null }): boolean {
  return actor !== null && target.ownerId !== null && actor.id === target.ownerId;
}

/** Any signed-in resident rates a business, except its owner (no rating one's own shop). */
export function canReview(actor: Actor, target: { ownerId: string | null }): boolean {
  return !isTargetOwner(actor, target);
}

/** Only the owner answers, and only a review without an answer. */
export function canReply(
  actor: Actor,
  target: { ownerId: string | null },
  review: { reply: string | null },
): 'ok' | 'not-owner' | 'already-replied' {
  if (!isTargetOwner(actor, target)) return 'not-owner';
  return review.reply === null ? 'ok' : 'already-replied';
}
