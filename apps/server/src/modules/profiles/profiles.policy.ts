import type { Role } from '@portmarin/shared';

/** Moderators and admins see hidden profiles whole: they act on reports about them. */
export function canSeeHiddenProfile(viewer: { role: Role } | null): boolean {
  return viewer?.role === 'moderator' || viewer?.role === 'admin';
}
