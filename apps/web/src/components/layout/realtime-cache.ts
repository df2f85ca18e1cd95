import type { RealtimeEvent } from '@portmarin/shared';
import type { QueryClient } from '@tanstack/react-query';
import { appendMessage, type MessagesData } from '@/lib/realtime';
import { messagingKeys, notificationKeys } from '@/lib/unread';

/** Merges one server event into the TanStack Query cache (loaded lazily with the socket). */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'message.new': {
      const { message } = event;
      // The open conversation shows it at once; a conversation not loaded is fetched when opened.
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(message.conversationId), (data) =>
        appendMessage(data, message),
      );
      invalidate(messagingKeys.conversations);
      invalidate(messagingKeys.conversation(message.conversationId));
      invalidate(messagingKeys.unread);
      return;
    }
    case 'message.read':
      invalidate(messagingKeys.conversation(event.receipt.conversationId));
      invalidate(messagingKeys.conversations);
      return;
    case 'conversation.updated':
      invalidate(messagingKeys.conversation(event.conversationId));
      invalidate(messagingKeys.conversations);
      invalidate(messagingKeys.unread);
      return;
    case 'notification.new':
      invalidate(notificationKeys.list);
      invalidate(notificationKeys.unreadCount);
      return;
    case 'notifications.read':
      // Only the count: the open list keeps showing what was unread when the screen opened.
      invalidate(notificationKeys.unreadCount);
      return;
    case 'presence':
      invalidate(messagingKeys.conversations);
      invalidate(['messaging', 'conversation']);
      return;
    case 'resync':
      void queryClient.invalidateQueries();
      return;
  }
}

/** After a reconnection: refetch what may have changed while the socket was down. */
export function refreshAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
