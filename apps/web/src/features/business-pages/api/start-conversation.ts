import type { ConversationSummary } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

/** The one-to-one conversation with the page's owner: the existing one, or a new one. */
export const startConversation = (userId: string) =>
  api<{ conversation: ConversationSummary }>('/api/conversations', {
    method: 'POST',
    body: { participantIds: [userId] },
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
