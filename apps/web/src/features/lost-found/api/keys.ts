import type { QueryClient } from '@tanstack/react-query';

export const lostFoundKeys = {
  all: ['lost-found'] as const,
  list: ['lost-found', 'list'] as const,
  detail: (id: string) => ['lost-found', 'detail', id] as const,
  claims: (id: string) => ['lost-found', 'claims', id] as const,
};

export const lostFoundUrl = (id: string) => `/api/lost-found/${encodeURIComponent(id)}`;

/** After a post, an edit, a claim or a return: the list, the pages and the claims read again. */
export const refreshLostFound = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: lostFoundKeys.all });
