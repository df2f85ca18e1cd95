import type { AdRequestStatus, AdRequestsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisingKeys } from './keys';

export const listAdRequests = (status: AdRequestStatus | null, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<AdRequestsPage>(`/api/admin/advertising/requests${query ? `?${query}` : ''}`, { signal });
};

/** The admins' list, newest first, one status or all. */
export const adRequestsQuery = (status: AdRequestStatus | null) =>
  infiniteQueryOptions({
    queryKey: advertisingKeys.admin(status),
    queryFn: ({ pageParam, signal }) => listAdRequests(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAdRequests = (status: AdRequestStatus | null) => useInfiniteQuery(adRequestsQuery(status));
