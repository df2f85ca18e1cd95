import type { GroupDetail, UpdateGroupInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshGroups } from './keys';

export const updateGroup = (id: string, input: UpdateGroupInput) =>
  api<GroupDetail>(`/api/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteGroup = (id: string) => api<void>(`/api/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useUpdateGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGroupInput) => updateGroup(id, input),
    onSuccess: () => refreshGroups(queryClient),
  });
}

export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(id),
    retry: false,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['groups', 'detail', id] });
      return refreshGroups(queryClient);
    },
  });
}
