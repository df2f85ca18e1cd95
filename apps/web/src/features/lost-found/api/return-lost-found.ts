import type { LostFoundObject } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundKeys, lostFoundUrl, refreshLostFound } from './keys';

/** « Rendu à son propriétaire », on one of its claims or at the desk (null). */
export const returnLostFound = ({ id, claimId }: { id: string; claimId: string | null }) =>
  api<LostFoundObject>(`${lostFoundUrl(id)}/return`, { method: 'POST', body: { claimId } });

export function useReturnLostFound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnLostFound,
    onSuccess: (object) => {
      queryClient.setQueryData(lostFoundKeys.detail(object.id), object);
      void refreshLostFound(queryClient);
    },
  });
}
