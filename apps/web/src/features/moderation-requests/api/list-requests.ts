import type { ModerationRequestsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, requestKeys } from './keys';

/** The resident's own requests, answered or not, newest first. */
export const myRequestsQuery = infiniteQueryOptions({
  queryKey: requestKeys.mine,
  queryFn: ({ pageParam, signal }) =>
    api<ModerationRequestsPage>(`/api/moderation/requests/mine${cursorQuery(pageParam)}`, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** The moderators' inbox: the open requests addressed to them (admins: all). */
export const inboxQuery = infiniteQueryOptions({
  queryKey: requestKeys.inbox,
  queryFn: ({ pageParam, signal }) =>
    api<ModerationRequestsPage>(`/api/moderation/requests${cursorQuery(pageParam)}`, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useMyRequests = (enabled = true) => useInfiniteQuery({ ...myRequestsQuery, enabled });
export const useInbox = () => useInfiniteQuery(inboxQuery);
