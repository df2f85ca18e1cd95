import type { MessagesPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const listMessages = (id: string, before?: string, signal?: AbortSignal) =>
  api<MessagesPage>(
    `/api/conversations/${encodeURIComponent(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    { signal },
  );

/** Newest page first (each page oldest → newest); the cursor loads older messages (keyset `before`). */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(id),
    queryFn: ({ pageParam, signal }) => listMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New messages arrive through the socket; a refetch would reload every page.
    staleTime: Infinity,
  });

export const useMessages = (id: string, enabled: boolean) => useInfiniteQuery({ ...messagesQuery(id), enabled });
