import type { ReadReceipt } from '@portmarin/shared';
import type { Delivery } from './message-delivery.ts';

/** A new group appears at once in its members' lists. */
export async function announceGroup(
  { realtime, log }: Delivery,
  memberIds: string[],
  conversationId: string,
): Promise<void> {
  await realtime
    .publish(memberIds, { type: 'conversation.updated', conversationId })
    .catch((error: unknown) => log.error({ err: error }, 'conversation event not published'));
}

/**
 * A read receipt goes live to `audience` (the participants who see receipts); the reader's other
 * tabs are told to clear their badge, and the conversation's message notifications are read too.
 */
export async function deliverReceipt(
  { realtime, notifier, log }: Delivery,
  receipt: ReadReceipt,
  audience: () => Promise<string[]>,
): Promise<void> {
  try {
    const others = await audience();
    if (others.length > 0) await realtime.publish(others, { type: 'message.read', receipt });
    await realtime.publish([receipt.userId], { type: 'conversation.updated', conversationId: receipt.conversationId });
    await notifier.markConversationRead(receipt.userId, receipt.conversationId);
  } catch (error) {
    log.error({ err: error }, 'read receipt not published');
  }
}
