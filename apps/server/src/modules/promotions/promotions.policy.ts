import type { Role } from '@portmarin/shared';

/** The feed's promotional cards are town content: only admins manage them. */
export function canManagePromotions(viewer: { role: Role }): boolean {
  return viewer.role === 'admin';
}
