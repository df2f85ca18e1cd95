import type { DatingConversation } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';

export const startDatingConversation = ({ profileId, content }: { profileId: string; content: string }) =>
  api<DatingConversation>(`/api/dating/profiles/${encodeURIComponent(profileId)}/conversation`, {
    method: 'POST',
    body: { content },
  });

export function useStartDatingConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDatingConversation,
    // A message sent twice is worse than a failure the resident can retry.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
  });
}
