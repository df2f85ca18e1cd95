import type { Role } from '@portmarin/shared';

/** Anyone whose role is known, or nobody (a visitor, a group viewer without a site role). */
type RoleHolder = { role: Role | null } | null | undefined;

/**
 * The town's staff: moderators, and admins, who have every moderator power. They see hidden
 * content, act on reports and remove what breaks the rules.
 */
export const isStaff = (actor: RoleHolder): boolean => actor?.role === 'moderator' || actor?.role === 'admin';

/** Admins only: the town hall's own decisions (town content, sponsorship, roles, voters' names). */
export const isAdmin = (actor: RoleHolder): boolean => actor?.role === 'admin';
