import type { GroupRequestsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, groupKeys, refreshGroups } from './keys';

const requestsUrl = (id: string) => `/api/groups/${encodeURIComponent(id)}/requests`;

/** Residents waiting to join a private group (its admins only). */
export const groupRequestsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.requests(id),
    queryFn: ({ pageParam, signal }) =>
      api<GroupRequestsPage>(`${requestsUrl(id)}${cursorQuery(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGroupRequests = (id: string, enabled = true) =>
  useInfiniteQuery({ ...groupRequestsQuery(id), enabled });

export function useAnswerRequest(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: string; approve: boolean }) =>
      api<void>(`${requestsUrl(groupId)}/${encodeURIComponent(userId)}/${approve ? 'approve' : 'refuse'}`, {
        method: 'POST',
      }),
    retry: false,
    onSettled: () => refreshGroups(queryClient),
  });
}
