import type { CreateModerationRequestInput, ModerationRequest } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshRequests } from './keys';

export const createRequest = (input: CreateModerationRequestInput) =>
  api<ModerationRequest>('/api/moderation/requests', { method: 'POST', body: input });

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    // A retried send could file the request twice.
    retry: false,
    onSuccess: () => refreshRequests(queryClient),
  });
}
