import type { CreateGroupInput, GroupDetail } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshGroups } from './keys';

export const createGroup = (input: CreateGroupInput) =>
  api<GroupDetail>('/api/groups', { method: 'POST', body: input });

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    // A retried create could make the group twice.
    retry: false,
    onSuccess: () => refreshGroups(queryClient),
  });
}
