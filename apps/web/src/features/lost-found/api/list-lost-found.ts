import type { LostFoundList } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lostFoundKeys } from './keys';

/** The office's objects: open ones first, then those returned. */
export const lostFoundListQuery = queryOptions({
  queryKey: lostFoundKeys.list,
  queryFn: ({ signal }) => api<LostFoundList>('/api/lost-found', { signal }),
});

export const useLostFoundList = () => useQuery(lostFoundListQuery);
