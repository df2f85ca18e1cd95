import type { ModerationRecipient, Role } from '@portmarin/shared';

type Actor = { role: Role };

/** Moderators read the requests addressed to them; admins read every request, the product team's too. */
export function canReadInbox(actor: Actor): boolean {
  return actor.role === 'moderator' || actor.role === 'admin';
}

/** The recipients whose requests `actor` sees and answers; none for a resident. */
export function inboxRecipients(actor: Actor): ModerationRecipient[] {
  if (actor.role === 'admin') return ['admin', 'moderator', 'team'];
  if (actor.role === 'moderator') return ['moderator'];
  return [];
}
