import type { AnsweredModerationRequest } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshRequests } from './keys';

export const answerRequest = ({ id, answer }: { id: string; answer: string }) =>
  api<AnsweredModerationRequest>(`/api/moderation/requests/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    body: { answer },
  });

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    // An answer is a message to the resident: never sent twice by a retry.
    retry: false,
    onSuccess: () => refreshRequests(queryClient),
  });
}
