import type { Role } from '@portmarin/shared';
import { isAdmin, isStaff } from '../../lib/roles.ts';

export type Actor = { id: string; role: Role };

/**
 * Whether `actor` (a moderator or an admin) may warn or suspend `target`: never themselves, never an
 * admin; moderators only residents, admins also moderators.
 */
export function canSanction(actor: Actor, target: Actor): 'ok' | 'self' | 'staff' {
  if (actor.id === target.id) return 'self';
  if (isAdmin(target)) return 'staff';
  if (isStaff(target) && !isAdmin(actor)) return 'staff';
  return 'ok';
}
