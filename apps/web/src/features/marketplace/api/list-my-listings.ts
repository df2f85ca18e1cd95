import type { ListingsPage } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** 'mine': Mes ventes (every status); 'purchases': Mes achats. */
export type MyListingsKind = 'mine' | 'purchases';

export const listMyListings = (kind: MyListingsKind, cursor?: string, signal?: AbortSignal) =>
  api<ListingsPage>(`/api/marketplace/${kind}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

export const myListingsQuery = (kind: MyListingsKind, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: kind === 'mine' ? marketplaceKeys.mine : marketplaceKeys.purchases,
    queryFn: ({ pageParam, signal }) => listMyListings(kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });

export const useMyListings = (kind: MyListingsKind, enabled: boolean) =>
  useInfiniteQuery(myListingsQuery(kind, enabled));
