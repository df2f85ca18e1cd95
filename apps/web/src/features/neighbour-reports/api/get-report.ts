import type { NeighbourReportDetail } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { neighbourReportKeys } from './keys';

/** One report with its history (status, note, date). */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: neighbourReportKeys.detail(id),
    queryFn: ({ signal }) => api<NeighbourReportDetail>(`/api/neighbour-reports/${encodeURIComponent(id)}`, { signal }),
  });

export const useReport = (id: string, enabled = true) => useQuery({ ...reportQuery(id), enabled });
