import type { CreateEventInput, TownEvent } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshEvents } from './keys';

export const createEvent = (input: CreateEventInput) => api<TownEvent>('/api/events', { method: 'POST', body: input });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => refreshEvents(queryClient) });
}
