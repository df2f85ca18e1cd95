import type { ConversationSummary } from '@portmarin/shared';

/**
 * Every other participant has deleted their account (the server then lists no member): the thread
 * stays readable with the viewer's own messages, and no one can write in it (docs/decisions/0020-messaging.md).
 */
export function isClosed(conversation: Pick<ConversationSummary, 'members'>): boolean {
  return conversation.members.length === 0;
}

/** What replaces the composer of a closed thread. */
export function closedNote(conversation: Pick<ConversationSummary, 'isGroup'>): string {
  return conversation.isGroup
    ? 'Les autres participants ont supprimé leur compte : vous ne pouvez plus écrire dans cette conversation.'
    : 'Votre correspondant a supprimé son compte : vous ne pouvez plus lui répondre.';
}
