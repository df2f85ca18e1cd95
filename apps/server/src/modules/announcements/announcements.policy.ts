import type { Role } from '@portmarin/shared';
import { hasMairieRight } from '../../lib/roles.ts';

/** The town hall's staff (the `mairie` right) and admins publish, edit and withdraw announcements. */
export const canPublishAnnouncements = (actor: { role: Role } | null): boolean => hasMairieRight(actor);
