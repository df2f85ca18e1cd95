import type { GroupRole, Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** What a viewer is to a group: their site role (null for a visitor) and their group role. */
export type GroupViewer = { siteRole: Role | null; groupRole: GroupRole | null };

/** A public group is read by anyone; a private one only by its members. */
export function canReadGroup(group: { isPrivate: boolean }, viewer: GroupViewer): boolean {
  return !group.isPrivate || viewer.groupRole !== null;
}

/** Editing, requests and members are the group admins' business. */
export function canManageGroup(viewer: GroupViewer): boolean {
  return viewer.groupRole === 'admin';
}

/** Deleting: the group's admins, and the site's moderators and admins (an abusive group). */
export function canDeleteGroup(viewer: GroupViewer): boolean {
  return viewer.groupRole === 'admin' || isStaff({ role: viewer.siteRole });
}

/**
 * Leaving: anyone but the last admin (a group always keeps someone to manage it). The last admin
 * names another admin first, or deletes the group.
 */
export function canLeaveGroup(role: GroupRole, adminsCount: number): boolean {
  return role !== 'admin' || adminsCount > 1;
}
