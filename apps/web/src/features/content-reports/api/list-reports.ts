import type { ModerationQueuePage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, moderationKeys } from './keys';

/** Open reports grouped by content (moderators and admins). */
export const reportsQuery = infiniteQueryOptions({
  queryKey: moderationKeys.queue,
  queryFn: ({ pageParam, signal }) =>
    api<ModerationQueuePage>(`/api/moderation/reports${cursorQuery(pageParam)}`, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useReports = () => useInfiniteQuery(reportsQuery);
