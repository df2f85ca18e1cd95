import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storiesQuery } from './list-stories';

export const deleteStory = (id: string) => api<void>(`/api/stories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey }),
  });
}
