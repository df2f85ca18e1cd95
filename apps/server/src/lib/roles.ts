import type { Role } from '@portmarin/shared';
import type { Sql } from '../db/sql.ts';

/** Anyone whose role is known, or nobody (a visitor, a group viewer without a site role). */
type RoleHolder = { role: Role | null } | null | undefined;

/**
 * The town's staff: moderators, and admins, who have every moderator power. They see hidden
 * content, act on reports and remove what breaks the rules.
 */
export const isStaff = (actor: RoleHolder): boolean => actor?.role === 'moderator' || actor?.role === 'admin';

/** Admins only: the town hall's own decisions (town content, sponsorship, roles, voters' names). */
export const isAdmin = (actor: RoleHolder): boolean => actor?.role === 'admin';

/**
 * The `mairie` right: the town hall's staff who publish its official announcements, and admins.
 * A mairie account is not a moderator (one role per account, decision 0078).
 */
export const hasMairieRight = (actor: RoleHolder): boolean => actor?.role === 'mairie' || actor?.role === 'admin';

/**
 * Gives the account with this e-mail (any case) the role: how the town names its staff
 * (`npm run grant-role`). False when no account has the address.
 */
export async function grantRole(sql: Sql, email: string, role: Role): Promise<boolean> {
  const { rowCount } = await sql.query('update "user" set role = $1, updated_at = now() where lower(email) = $2', [
    role,
    email.toLowerCase(),
  ]);
  return rowCount !== 0;
}
