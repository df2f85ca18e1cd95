import type { Role } from '@portmarin/shared';

/** Admins add and remove associations and name their managers. */
export function canManageAssociations(viewer: { role: Role }): boolean {
  return viewer.role === 'admin';
}

/** An association is edited by the residents an admin named to manage it, and by admins. */
export function canEditAssociation(viewer: { role: Role }, isManager: boolean): boolean {
  return isManager || canManageAssociations(viewer);
}
