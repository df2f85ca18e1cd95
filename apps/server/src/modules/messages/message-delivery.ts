import type { Message } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import { excerpt } from '../../lib/text.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import type { PushService } from '../../plugins/push.ts';
import type { RealtimePublisher } from '../../plugins/realtime.ts';

// Shared by messaging and by the moderators' answers (issue 18), which reach the resident as a message.

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
  {
    message,
    participants,
    senderName,
    page = null,
  }: {
    message: Message;
    participants: string[];
    senderName: string;
    /** A conversation with a business page: its staff are told 'page_message', its resident 'page_reply'. */
    page?: { name: string; residentId: string | null } | null;
  },
): Promise<void> {
  try {
    await realtime.publish(participants, { type: 'message.new', message });
    const others = participants.filter((id) => id !== message.senderId);
    if (others.length === 0) return;
    const link = `/conversation/${message.conversationId}`;
    const fromPage = page !== null && message.senderId !== page.residentId;
    await notifier.notifyAll(others, {
      // The page answers: its staff's own name stays out of the resident's notifications.
      actorId: fromPage ? null : message.senderId,
      type: page ? (fromPage ? 'page_reply' : 'page_message') : 'message',
      content: fromPage ? `${page.name} : ${message.content}` : message.content,
      link,
      conversationId: message.conversationId,
      push: false,
    });
    // Push is opt-in per device, so it goes out whatever the in-app messages switch says.
    const connected = await realtime.connectedUsers(others);
    void push.sendToUsers(
      others.filter((userId) => !connected.has(userId)),
      { title: senderName, body: excerpt(message.content), url: link, tag: message.conversationId },
    );
  } catch (error) {
    log.error({ err: error }, 'message delivery incomplete');
  }
}
