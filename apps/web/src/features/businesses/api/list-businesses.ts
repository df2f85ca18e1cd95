import type { BusinessesPage, BusinessOrder } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BusinessFilters = { order: BusinessOrder; category: string; q: string };

export function listBusinesses(filters: BusinessFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ order: filters.order });
  if (filters.category && filters.category !== 'Tous') params.set('category', filters.category);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<BusinessesPage>(`/api/businesses?${params.toString()}`, { signal });
}

/** Every list of businesses shares this key's start: one invalidation refreshes both screens. */
export const BUSINESSES_KEY = ['businesses'] as const;

export const businessesQuery = (filters: BusinessFilters) =>
  infiniteQueryOptions({
    queryKey: [...BUSINESSES_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => listBusinesses(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBusinesses(filters: BusinessFilters) {
  return useInfiniteQuery(businessesQuery(filters));
}
