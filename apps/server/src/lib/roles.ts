import type { Role } from '@portmarin/shared';

/** Moderators, and admins who have every moderator power. */
export const isModerator = (actor: { role: Role } | null | undefined): boolean =>
  actor?.role === 'moderator' || actor?.role === 'admin';

export const isAdmin = (actor: { role: Role } | null | undefined): boolean => actor?.role === 'admin';
