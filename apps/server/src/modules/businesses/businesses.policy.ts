import type { Role } from '@portmarin/shared';
import { isAdmin, isStaff } from '../../lib/roles.ts';

/** Who acts: a signed-in resident's id and role. */
export type Actor = { id: string; role: Role };

/** The resident who added the business edits it, and so do moderators and admins. */
export function canEditBusiness(actor: Actor, business: { createdBy: string | null }): boolean {
  return (business.createdBy !== null && actor.id === business.createdBy) || isStaff(actor);
}

/** The resident who added it removes it; moderators and admins remove any entry. */
export function canDeleteBusiness(actor: Actor, business: { createdBy: string | null }): boolean {
  return canEditBusiness(actor, business);
}

/** Moderators verify and feature; only admins sponsor (a paid placement). */
export function canSetFlags(actor: Actor, flags: { isSponsored?: boolean }): 'ok' | 'forbidden' | 'admins-only' {
  if (!isStaff(actor)) return 'forbidden';
  if (flags.isSponsored !== undefined && !isAdmin(actor)) return 'admins-only';
  return 'ok';
}
