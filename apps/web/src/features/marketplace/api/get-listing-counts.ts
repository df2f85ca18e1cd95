import type { ListingCounts } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const getListingCounts = (signal?: AbortSignal) => api<ListingCounts>('/api/marketplace/counts', { signal });

/** Active listings per category and real-estate subcategory. */
export const useListingCounts = () =>
  useQuery(queryOptions({ queryKey: marketplaceKeys.counts, queryFn: ({ signal }) => getListingCounts(signal) }));
