import type { ReferendumStats } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referendumKeys } from './keys';

export const referendumStatsQuery = queryOptions({
  queryKey: referendumKeys.stats,
  queryFn: ({ signal }) => api<ReferendumStats>('/api/referendums/stats', { signal }),
});

export const useReferendumStats = () => useQuery(referendumStatsQuery);
