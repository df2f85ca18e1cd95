import type { NeighbourReportsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { neighbourReportKeys } from './keys';

/** The recent reports, newest first, by cursor. */
export const reportsQuery = () =>
  infiniteQueryOptions({
    queryKey: neighbourReportKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api<NeighbourReportsPage>(
        `/api/neighbour-reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useReports = () => useInfiniteQuery(reportsQuery());
