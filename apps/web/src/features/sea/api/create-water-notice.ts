import type { CreateWaterNoticeInput, WaterNotice } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { seaKeys } from './keys';

export const createWaterNotice = (input: CreateWaterNoticeInput) =>
  api<WaterNotice>('/api/sea/notices', { method: 'POST', body: input });

export function useCreateWaterNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWaterNotice,
    // Publishing it twice is worse than a failure the admin can retry.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seaKeys.page }),
  });
}
