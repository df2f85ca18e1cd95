import type { MessagesUnread, UnreadCount } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './auth';

/**
 * Query keys of messaging and notifications. They live here, not in the features, because the shell
 * (badges, realtime) and both features read and invalidate the same caches.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversationList: (q: string) => ['messaging', 'conversations', q] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  unread: ['messaging', 'unread'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

export const fetchUnreadConversations = () => api<MessagesUnread>('/api/messages/unread');

/** The Messages tab's number: conversations with at least one unread message. */
export const unreadConversationsQuery = queryOptions({
  queryKey: messagingKeys.unread,
  queryFn: fetchUnreadConversations,
  // Kept fresh by realtime events; a refetch on focus covers a socket that was down.
  staleTime: 30 * 1000,
});

export const fetchUnreadNotifications = () => api<UnreadCount>('/api/notifications/unread-count');

/** The bell's number: unread notifications. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: fetchUnreadNotifications,
  staleTime: 30 * 1000,
});

function useSignedIn(): boolean {
  const session = useSession();
  return session.status === 'ready' && session.user !== null;
}

/** 0 for visitors (nothing is asked) and while loading. */
export function useUnreadConversations(): number {
  const signedIn = useSignedIn();
  const { data } = useQuery({ ...unreadConversationsQuery, enabled: signedIn });
  return signedIn ? (data?.conversations ?? 0) : 0;
}

export function useUnreadNotifications(): number {
  const signedIn = useSignedIn();
  const { data } = useQuery({ ...unreadNotificationsQuery, enabled: signedIn });
  return signedIn ? (data?.count ?? 0) : 0;
}

/** Badge text: the count, capped at '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
