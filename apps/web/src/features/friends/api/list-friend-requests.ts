import type { FriendRequestsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendKeys } from './friends-api';
import { api } from '@/lib/api-client';

export const listFriendRequests = (signal?: AbortSignal) =>
  api<FriendRequestsResponse>('/api/friends/requests', { signal });

/** 'Demandes d'amis': received and sent, newest first. */
export const friendRequestsQuery = queryOptions({
  queryKey: friendKeys.requests,
  queryFn: ({ signal }) => listFriendRequests(signal),
});

export const useFriendRequests = (enabled: boolean) => useQuery({ ...friendRequestsQuery, enabled });
