import type { AdRequest, CreateAdRequestInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisingKeys } from './keys';

export const createAdRequest = (input: CreateAdRequestInput) =>
  api<AdRequest>('/api/advertising/requests', { method: 'POST', body: input });

export function useCreateAdRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdRequest,
    // A retried request could reach the town hall twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisingKeys.mine() }),
  });
}
