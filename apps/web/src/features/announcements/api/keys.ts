import type { QueryClient } from '@tanstack/react-query';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (scope: 'current' | 'all') => ['announcements', 'list', scope] as const,
  detail: (id: string) => ['announcements', 'detail', id] as const,
};

export const announcementUrl = (id: string) => `/api/announcements/${encodeURIComponent(id)}`;

/** After a publication, an edit or a withdrawal: the pinned ones, the screen and the pages read again. */
export const refreshAnnouncements = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: announcementKeys.all });
