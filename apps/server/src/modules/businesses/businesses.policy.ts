import type { Role } from '@portmarin/shared';

/** Who acts: a signed-in resident's id and role. */
export type Actor = { id: string; role: Role };

export const isModerator = (actor: Actor) => actor.role === 'moderator' || actor.role === 'admin';

/** The resident who added the business edits it, and so do moderators and admins. */
export function canEditBusiness(actor: Actor, business: { createdBy: string | null }): boolean {
  return (business.createdBy !== null && actor.id === business.createdBy) || isModerator(actor);
}

/** The resident who added it removes it; moderators and admins remove any entry. */
export function canDeleteBusiness(actor: Actor, business: { createdBy: string | null }): boolean {
  return canEditBusiness(actor, business);
}

/** Moderators verify and feature; only admins sponsor (a paid placement). */
export function canSetFlags(actor: Actor, flags: { isSponsored?: boolean }): 'ok' | 'forbidden' | 'admins-only' {
  if (!isModerator(actor)) return 'forbidden';
  if (flags.isSponsored !== undefined && actor.role !== 'admin') return 'admins-only';
  return 'ok';
}
