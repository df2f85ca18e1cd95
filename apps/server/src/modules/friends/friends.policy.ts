import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/**
 * Moderators and admins see a private profile's friends, as they see the profile whole: they act
 * on reports about it.
 */
export const canSeeAllFriends = (viewer: { role: Role } | null): boolean => isStaff(viewer);
