import type { CreateReferendumInput, Referendum } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshReferendums } from './keys';

export const createReferendum = (input: CreateReferendumInput) =>
  api<Referendum>('/api/referendums', { method: 'POST', body: input });

export function useCreateReferendum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferendum,
    // A retried create could make the referendum twice.
    retry: false,
    onSuccess: () => refreshReferendums(queryClient),
  });
}
