import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** Admins add and remove associations and name their managers. */
export function canManageAssociations(viewer: { role: Role }): boolean {
  return isAdmin(viewer);
}

/** An association is edited by the residents an admin named to manage it, and by admins. */
export function canEditAssociation(viewer: { role: Role }, isManager: boolean): boolean {
  return isManager || canManageAssociations(viewer);
}
