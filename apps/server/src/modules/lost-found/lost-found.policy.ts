import type { Role } from '@portmarin/shared';
import { hasMairieRight } from '../../lib/roles.ts';

/** The town hall's staff (the `mairie` right) and admins post, edit and close found objects, and read their claims. */
export const canManageLostFound = (actor: { role: Role } | null): boolean => hasMairieRight(actor);
