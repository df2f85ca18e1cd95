import type { FastifyBaseLogger } from 'fastify';
import type { ReadReceipt } from '@portmarin/shared';
import { excerpt } from '../../lib/text.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import type { PushService } from '../../plugins/push.ts';
import type { RealtimePublisher } from '../../plugins/realtime.ts';
import type { StoredMessage } from './messages.sql.ts';

/**
 * What messaging announces once a change is committed: live events, notifications, pushes. None
 * of it throws: the change is stored, and the others see it at their next refetch.
 */
export type Delivery = {
  realtime: RealtimePublisher;
  notifier: Notifier;
  push: PushService;
  log: FastifyBaseLogger;
};

/**
 * A new message: delivered live to every participant's tabs (the sender's other tabs included),
 * a 'message' notification for the others (their switch decides, and those looking at the
 * conversation get none), and a push to the others with no open connection.
 */
export async function deliverMessage(
  { realtime, notifier, push, log }: Delivery,
  { message, participants, senderName }: StoredMessage,
): Promise<void> {
  try {
    await realtime.publish(participants, { type: 'message.new', message });
    const others = participants.filter((id) => id !== message.senderId);
    if (others.length === 0) return;
    const link = `/conversation/${message.conversationId}`;
    await Promise.all(
      others.map((userId) =>
        notifier.notify({
          userId,
          actorId: message.senderId,
          type: 'message',
          content: message.content,
          link,
          conversationId: message.conversationId,
          push: false,
        }),
      ),
    );
    // Push is opt-in per device, so it goes out whatever the in-app messages switch says.
    const connected = await realtime.connectedUsers(others);
    for (const userId of others) {
      if (connected.has(userId)) continue;
      void push.sendToUser(userId, {
        title: senderName,
        body: excerpt(message.content),
        url: link,
        tag: message.conversationId,
      });
    }
  } catch (error) {
    log.error({ err: error }, 'message delivery incomplete');
  }
}

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
