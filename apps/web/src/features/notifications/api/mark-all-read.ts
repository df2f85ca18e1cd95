import type { NotificationsPage } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/unread';

export const markAllNotificationsRead = () => api<void>('/api/notifications/read-all', { method: 'POST', body: {} });

type NotificationsData = InfiniteData<NotificationsPage, string | undefined>;

/** Every loaded notification shown as read. */
export function markLoadedRead(data: NotificationsData | undefined): NotificationsData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (n.read ? n : { ...n, read: true })),
    })),
  };
}

/**
 * Marks every notification read on the server and clears the bell. `restyle` also turns the rows shown
 * into read ones ('Tout marquer comme lu'); opening the screen leaves them as they were when shown.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: { restyle: boolean }) => markAllNotificationsRead(),
    onSuccess: (_result, { restyle }) => {
      queryClient.setQueryData(notificationKeys.unreadCount, { count: 0 });
      // One may have arrived meanwhile: the server's count has the last word.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
      if (restyle) queryClient.setQueryData<NotificationsData>(notificationKeys.list, markLoadedRead);
    },
  });
}
