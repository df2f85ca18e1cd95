import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** Moderators and admins see hidden profiles whole: they act on reports about them. */
export function canSeeHiddenProfile(viewer: { role: Role } | null): boolean {
  return isStaff(viewer);
}
