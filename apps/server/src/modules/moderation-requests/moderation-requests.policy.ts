import type { ModerationRecipient, Role } from '@portmarin/shared';
import { isAdmin, isStaff } from '../../lib/roles.ts';

type Actor = { role: Role };

/** Moderators read the requests addressed to them; admins read every request, the product team's too. */
export function canReadInbox(actor: Actor): boolean {
  return isStaff(actor);
}

/** The recipients whose requests `actor` sees and answers; none for a resident. */
export function inboxRecipients(actor: Actor): ModerationRecipient[] {
  if (isAdmin(actor)) return ['admin', 'moderator', 'team'];
  if (isStaff(actor)) return ['moderator'];
  return [];
}
