import type { ConversationSummary } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const getConversation = (id: string, signal?: AbortSignal) =>
  api<ConversationSummary>(`/api/conversations/${encodeURIComponent(id)}`, { signal });

/** Header, members (online, lastReadAt for 'Vu'); refetched on read receipts and presence. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    staleTime: 30 * 1000,
  });

export const useConversation = (id: string, enabled: boolean) => useQuery({ ...conversationQuery(id), enabled });
