import type { LostFoundObject } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundKeys, lostFoundUrl, refreshLostFound } from './keys';

/** A resident asks the mairie for the object, with a message. */
export const claimLostFound = ({ id, message }: { id: string; message: string }) =>
  api<LostFoundObject>(`${lostFoundUrl(id)}/claims`, { method: 'POST', body: { message } });

export function useClaimLostFound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLostFound,
    onSuccess: (object) => {
      queryClient.setQueryData(lostFoundKeys.detail(object.id), object);
      void refreshLostFound(queryClient);
    },
  });
}
