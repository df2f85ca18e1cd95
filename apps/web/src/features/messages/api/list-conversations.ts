import type { ConversationList } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const listConversations = (signal?: AbortSignal) => api<ConversationList>('/api/conversations', { signal });

/** The resident's conversations, newest activity first; realtime events keep it fresh. */
export const conversationsQuery = queryOptions({
  queryKey: messagingKeys.conversationList(''),
  queryFn: ({ signal }) => listConversations(signal),
  staleTime: 30 * 1000,
});

export const useConversations = (enabled: boolean) => useQuery({ ...conversationsQuery, enabled });
