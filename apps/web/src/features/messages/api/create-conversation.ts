import type { ConversationSummary, CreateConversationInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const createConversation = (input: CreateConversationInput) =>
  api<{ conversation: ConversationSummary }>('/api/conversations', { method: 'POST', body: input });

/** One resident: their one-to-one thread (existing or new); several: a named group. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    // Creating twice would make two groups: no silent retry.
    retry: false,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
