import type { QueryClient } from '@tanstack/react-query';

/** Every moderation-requests query starts with 'moderation-requests'. */
export const requestKeys = {
  all: ['moderation-requests'] as const,
  mine: ['moderation-requests', 'mine'] as const,
  inbox: ['moderation-requests', 'inbox'] as const,
};

export const refreshRequests = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: requestKeys.all });

/** `?cursor=…` when there is one. */
export const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
