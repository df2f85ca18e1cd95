import type { ListingsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys, type BrowseFilters } from './keys';

export const listListings = (filters: BrowseFilters, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<ListingsPage>(`/api/marketplace/listings${query ? `?${query}` : ''}`, { signal });
};

/** Active listings, newest first, filtered. */
export const listingsQuery = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.browse(filters),
    queryFn: ({ pageParam, signal }) => listListings(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useListings = (filters: BrowseFilters) => useInfiniteQuery(listingsQuery(filters));
