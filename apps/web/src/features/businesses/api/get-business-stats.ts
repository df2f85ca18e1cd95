import type { BusinessStats } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESSES_KEY } from './list-businesses';

export const getBusinessStats = () => api<BusinessStats>('/api/businesses/stats');

export const businessStatsQuery = queryOptions({ queryKey: [...BUSINESSES_KEY, 'stats'], queryFn: getBusinessStats });

/** The counters Entreprises, Vérifiées, Sponsorisées. */
export function useBusinessStats() {
  return useQuery(businessStatsQuery);
}
