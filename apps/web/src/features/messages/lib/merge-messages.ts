import type { ConversationMember, Message } from '@portmarin/shared';
import type { MessagesData } from '@/lib/realtime';

/** A message typed here and not yet confirmed by the server. */
export type PendingMessage = {
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error?: string;
};

export type DisplayMessage = {
  /** Stable across the optimistic → confirmed switch, so the bubble is not re-created. */
  key: string;
  id: string | null;
  clientId: string | null;
  senderId: string;
  content: string;
  createdAt: string;
  status: 'sent' | 'sending' | 'failed';
  error?: string;
  /** The resident's own message a moderator hid: the others no longer see it. */
  hiddenByModeration?: boolean;
};

/**
 * The conversation as shown: the server's pages (newest page first, each oldest → newest) in
 * chronological order, then the resident's own messages still waiting for the server. A pending
 * message disappears as soon as the server's row with its clientId is there (the send's answer or
 * the realtime event, whichever comes first).
 */
export function mergeMessages(
  data: MessagesData | undefined,
  pending: readonly PendingMessage[],
  myId: string,
): DisplayMessage[] {
  const seen = new Set<string>();
  const confirmed = new Set<string>();
  const shown: DisplayMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      if (message.senderId === myId && message.clientId) confirmed.add(message.clientId);
      shown.push(fromServer(message));
    }
  }
  for (const message of pending) {
    if (confirmed.has(message.clientId)) continue;
    shown.push({
      key: message.clientId,
      id: null,
      clientId: message.clientId,
      senderId: myId,
      content: message.content,
      createdAt: message.createdAt,
      status: message.status,
      error: message.error,
    });
  }
  return shown;
}

function fromServer(message: Message): DisplayMessage {
  return {
    key: message.clientId ?? message.id,
    id: message.id,
    clientId: message.clientId,
    senderId: message.senderId,
    content: message.content,
    createdAt: message.createdAt,
    status: 'sent',
    ...(message.hiddenByModeration ? { hiddenByModeration: true } : {}),
  };
}

/**
 * The read receipt: the resident's last sent message, and the other members who have read it.
 * Members carry `lastReadAt` only when both sides have read receipts on, so nothing shows otherwise.
 */
export function readReceipt(
  messages: readonly DisplayMessage[],
  members: readonly ConversationMember[],
  myId: string,
): { key: string; readers: ConversationMember[] } | null {
  const lastOwn = [...messages].reverse().find((m) => m.senderId === myId && m.status === 'sent');
  if (!lastOwn) return null;
  const sentAt = Date.parse(lastOwn.createdAt);
  const readers = members.filter((m) => m.lastReadAt !== null && Date.parse(m.lastReadAt) >= sentAt);
  return readers.length > 0 ? { key: lastOwn.key, readers } : null;
}

/** A client id for an optimistic message; crypto.randomUUID needs a secure context, hence the fallback. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
