import type { TownEvent } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys, eventUrl, refreshEvents } from './keys';

/** 'Participer' (join) or 'Annuler ma participation' (leave); both answer the event as it now is. */
export const rsvpEvent = ({ id, join }: { id: string; join: boolean }) =>
  api<TownEvent>(`${eventUrl(id)}/participation`, { method: join ? 'POST' : 'DELETE' });

export function useRsvpEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvpEvent,
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(event.id), event),
    // A refusal (full, past) also changed what the lists should show.
    onSettled: () => refreshEvents(queryClient),
  });
}
