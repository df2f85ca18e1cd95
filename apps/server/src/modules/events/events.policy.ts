import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** Its organiser edits or cancels an event; moderators and admins may too (and are logged). */
export const canEditEvent = (actor: { id: string; role: Role } | null, organizerId: string | null): boolean =>
  actor !== null && (actor.id === organizerId || isStaff(actor));
