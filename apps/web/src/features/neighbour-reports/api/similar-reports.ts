import type { NeighbourReportType, SimilarNeighbourReports } from '@portmarin/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { neighbourReportKeys } from './keys';

export type SimilarParams = {
  type: NeighbourReportType;
  latitude?: number;
  longitude?: number;
  locationText?: string;
};

export function similarSearch(params: SimilarParams): string {
  const search = new URLSearchParams({ type: params.type });
  if (params.latitude !== undefined && params.longitude !== undefined) {
    search.set('latitude', String(params.latitude));
    search.set('longitude', String(params.longitude));
  }
  if (params.locationText) search.set('locationText', params.locationText);
  return search.toString();
}

/** Open reports of the same type near the place being reported: followed rather than filed twice. */
export const similarReportsQuery = (params: SimilarParams) =>
  queryOptions({
    queryKey: neighbourReportKeys.similar(params),
    queryFn: ({ signal }) =>
      api<SimilarNeighbourReports>(`/api/neighbour-reports/similar?${similarSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSimilarReports = (params: SimilarParams | null) =>
  useQuery({ ...similarReportsQuery(params ?? { type: 'stationnement' }), enabled: params !== null });
