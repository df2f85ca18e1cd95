import type { DatingAccess, SaveDatingProfileInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

export const saveDatingProfile = (input: SaveDatingProfileInput) =>
  api<DatingAccess>('/api/dating/profile', { method: 'PUT', body: input });

export const deleteDatingProfile = () => api<void>('/api/dating/profile', { method: 'DELETE' });

export function useSaveDatingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDatingProfile,
    onSuccess: (access) => queryClient.setQueryData(datingKeys.access, access),
  });
}

export function useDeleteDatingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatingProfile,
    onSuccess: () =>
      queryClient.setQueryData<DatingAccess>(datingKeys.access, (access) => access && { ...access, profile: null }),
  });
}
