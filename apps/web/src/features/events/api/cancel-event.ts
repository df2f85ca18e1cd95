import type { TownEvent } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventUrl, refreshEvents } from './keys';

/** 'Annuler l'événement': the organiser's (or a moderator's); participants are notified by the server. */
export const cancelEvent = (id: string) => api<TownEvent>(`${eventUrl(id)}/cancel`, { method: 'POST' });

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEvent, onSettled: () => refreshEvents(queryClient) });
}
