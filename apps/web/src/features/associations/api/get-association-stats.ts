import type { AssociationStats } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationsKey } from './list-associations';

export const getAssociationStats = (signal?: AbortSignal) =>
  api<AssociationStats>('/api/associations/stats', { signal });

export const associationStatsQuery = queryOptions({
  queryKey: [...associationsKey, 'stats'],
  queryFn: ({ signal }) => getAssociationStats(signal),
});

export const useAssociationStats = () => useQuery(associationStatsQuery);
