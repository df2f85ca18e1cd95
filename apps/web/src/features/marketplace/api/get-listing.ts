import type { Listing } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const getListing = (id: string, signal?: AbortSignal) =>
  api<Listing>(`/api/marketplace/listings/${encodeURIComponent(id)}`, { signal });

export const useListing = (id: string) =>
  useQuery(queryOptions({ queryKey: marketplaceKeys.listing(id), queryFn: ({ signal }) => getListing(id, signal) }));
