import type { ModerationLogPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorQuery, moderationKeys } from './keys';

/** Everything moderators and admins did, the latest first (admins only). */
export const moderationLogQuery = infiniteQueryOptions({
  queryKey: moderationKeys.log,
  queryFn: ({ pageParam, signal }) =>
    api<ModerationLogPage>(`/api/moderation/log${cursorQuery(pageParam)}`, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useModerationLog = () => useInfiniteQuery(moderationLogQuery);
