import type { Role } from '@portmarin/shared';
import { isAdmin } from '../../lib/roles.ts';

/** Only the page's owner asks for publicity for it (not even an admin on their behalf). */
export const canRequestAdFor = (actor: { id: string }, page: { createdBy: string }): boolean =>
  actor.id === page.createdBy;

/** Admins answer requests: the town hall's own decisions. */
export const canManageAdvertising = (actor: { role: Role } | null): boolean => isAdmin(actor);
