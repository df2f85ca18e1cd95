import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** Admins manage the sponsors: the town hall's own decision. */
export const canManageSponsors = (actor: { role: Role } | null): boolean => isAdmin(actor);
