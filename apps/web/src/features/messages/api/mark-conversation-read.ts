import type { ReadReceipt } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const markConversationRead = (id: string) =>
  api<ReadReceipt>(`/api/conversations/${encodeURIComponent(id)}/read`, { method: 'POST', body: {} });

/** Clears the conversation's unread count, the list's badge and the Messages tab's number. */
export function useMarkConversationRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
    },
  });
}
