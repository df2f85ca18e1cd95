import type { Message, SendMessageInput } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { appendMessage, type MessagesData } from '@/lib/realtime';
import { messagingKeys } from '@/lib/unread';
import { newClientId, type PendingMessage } from '../lib/merge-messages';

export const sendMessage = (conversationId: string, input: SendMessageInput) =>
  api<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body: input });

/**
 * Optimistic sending: the bubble shows at once ('sending'), is replaced by the server's row (matched by
 * clientId), or turns 'failed' with the server's reason; a retry resends with the same clientId, which
 * the server treats as the same message (never stored twice).
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = useCallback(
    (message: PendingMessage) => {
      sendMessage(conversationId, { content: message.content, clientId: message.clientId }).then(
        (saved) => {
          queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
            appendMessage(data, saved),
          );
          setPending((list) => list.filter((m) => m.clientId !== message.clientId));
          void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
        },
        (error: unknown) => {
          const reason = error instanceof ApiError ? error.message : undefined;
          // The other resident has just deleted their account: the screen reloads the thread, closed.
          if (error instanceof ApiError && error.code === 'CONVERSATION_CLOSED') {
            void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
          }
          setPending((list) =>
            list.map((m) => (m.clientId === message.clientId ? { ...m, status: 'failed', error: reason } : m)),
          );
        },
      );
    },
    [conversationId, queryClient],
  );

  const send = useCallback(
    (content: string) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        content,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setPending((list) => [...list, message]);
      deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((m) => m.clientId === clientId);
      if (!message || message.status !== 'failed') return;
      const again: PendingMessage = { ...message, status: 'sending', error: undefined };
      setPending((list) => list.map((m) => (m.clientId === clientId ? again : m)));
      deliver(again);
    },
    [pending, deliver],
  );

  return { pending, send, retry };
}
