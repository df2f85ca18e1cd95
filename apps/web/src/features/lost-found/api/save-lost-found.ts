import type { LostFoundInput, LostFoundObject } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundUrl, refreshLostFound } from './keys';

export const createLostFound = (input: LostFoundInput) =>
  api<LostFoundObject>('/api/lost-found', { method: 'POST', body: input });

export const updateLostFound = ({ id, input }: { id: string; input: LostFoundInput }) =>
  api<LostFoundObject>(lostFoundUrl(id), { method: 'PUT', body: input });

export function useCreateLostFound() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLostFound, onSuccess: () => refreshLostFound(queryClient) });
}

export function useUpdateLostFound() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLostFound, onSuccess: () => refreshLostFound(queryClient) });
}
