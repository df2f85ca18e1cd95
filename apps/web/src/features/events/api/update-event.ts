import type { TownEvent, UpdateEventInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventUrl, refreshEvents } from './keys';

export const updateEvent = ({ id, input }: { id: string; input: UpdateEventInput }) =>
  api<TownEvent>(eventUrl(id), { method: 'PUT', body: input });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => refreshEvents(queryClient) });
}
