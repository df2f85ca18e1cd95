import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { seaKeys } from './keys';

/** Ends the notice now: it leaves the page (the town hall keeps it on record). */
export const endWaterNotice = (id: string) =>
  api<void>(`/api/sea/notices/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useEndWaterNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endWaterNotice,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: seaKeys.page }),
  });
}
