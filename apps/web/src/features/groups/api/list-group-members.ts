import type { GroupMembersPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, groupKeys, refreshGroups } from './keys';

const membersUrl = (id: string) => `/api/groups/${encodeURIComponent(id)}/members`;

export const groupMembersQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.members(id),
    queryFn: ({ pageParam, signal }) => api<GroupMembersPage>(`${membersUrl(id)}${cursorQuery(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGroupMembers = (id: string, enabled = true) => useInfiniteQuery({ ...groupMembersQuery(id), enabled });

/** A group admin removes a member, or names them admin. */
export function useManageMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: 'remove' | 'promote' }) =>
      action === 'remove'
        ? api<unknown>(`${membersUrl(groupId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' })
        : api<unknown>(`${membersUrl(groupId)}/${encodeURIComponent(userId)}/promote`, { method: 'POST' }),
    retry: false,
    onSettled: () => refreshGroups(queryClient),
  });
}
