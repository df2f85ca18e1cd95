import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** The town hall's services are the town's own content: only admins add, edit or remove them. */
export function canManageMunicipalServices(viewer: { role: Role }): boolean {
  return isAdmin(viewer);
}
