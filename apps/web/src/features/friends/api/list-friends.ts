import type { FriendsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { friendKeys } from './friends-api';
import { api } from '@/lib/api-client';

export const listFriends = (cursor?: string, signal?: AbortSignal) =>
  api<FriendsPage>(`/api/friends${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

/** 'Mes amis', the newest friendship first. */
export const friendsQuery = infiniteQueryOptions({
  queryKey: friendKeys.list,
  queryFn: ({ pageParam, signal }) => listFriends(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useFriends = (enabled: boolean) => useInfiniteQuery({ ...friendsQuery, enabled });
