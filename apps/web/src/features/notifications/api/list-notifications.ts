import type { NotificationsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/unread';

export const listNotifications = (cursor?: string, signal?: AbortSignal) =>
  api<NotificationsPage>(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** Newest first; each page's cursor (opaque) asks for older ones. */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  // New ones arrive through the socket (notification.new invalidates the list).
  staleTime: 30 * 1000,
});

export const useNotifications = () => useInfiniteQuery(notificationsQuery);
