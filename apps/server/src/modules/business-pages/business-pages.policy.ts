import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

type Viewer = { id: string; role: Role } | null;

/** The page's owner (its creator), a moderator or an admin edits or deletes a business page. */
export function canEditBusinessPage(viewer: Viewer, page: { createdBy: string }): boolean {
  if (!viewer) return false;
  return viewer.id === page.createdBy || isStaff(viewer);
}

/** A page's owner does not follow their own page: they are told of others who do. */
export function canFollowBusinessPage(viewer: { id: string }, page: { createdBy: string }): boolean {
  return viewer.id !== page.createdBy;
}
