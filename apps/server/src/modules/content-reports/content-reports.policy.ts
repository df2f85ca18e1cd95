import type { Role } from '@portmarin/shared';

export type Actor = { id: string; role: Role };

/**
 * Whether `actor` (a moderator or an admin) may warn or suspend `target`: never themselves, never an
 * admin; moderators only residents, admins also moderators.
 */
export function canSanction(actor: Actor, target: Actor): 'ok' | 'self' | 'staff' {
  if (actor.id === target.id) return 'self';
  if (target.role === 'admin') return 'staff';
  if (target.role === 'moderator' && actor.role !== 'admin') return 'staff';
  return 'ok';
}
