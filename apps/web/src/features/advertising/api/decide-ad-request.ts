import type { AdRequest, DecideAdRequestInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisingKeys } from './keys';

export const decideAdRequest = ({ id, input }: { id: string; input: DecideAdRequestInput }) =>
  api<AdRequest>(`/api/admin/advertising/requests/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: input,
  });

export function useDecideAdRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}
