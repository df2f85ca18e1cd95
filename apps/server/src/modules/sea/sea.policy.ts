import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** Swimming flags and water notices speak for the town hall: admins only, not moderators. */
export const canManageSea = (actor: { role: Role } | null): boolean => isAdmin(actor);
