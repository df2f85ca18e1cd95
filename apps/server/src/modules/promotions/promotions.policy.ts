import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** The feed's promotional cards are town content: only admins manage them. */
export function canManagePromotions(viewer: { role: Role }): boolean {
  return isAdmin(viewer);
}
