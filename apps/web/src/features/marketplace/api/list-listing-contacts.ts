import type { ListingContacts } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const listListingContacts = (id: string, signal?: AbortSignal) =>
  api<ListingContacts>(`/api/marketplace/listings/${encodeURIComponent(id)}/contacts`, { signal });

/** The residents who contacted the seller: whom 'Marquer comme vendu' may name. */
export const useListingContacts = (id: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: marketplaceKeys.contacts(id),
      queryFn: ({ signal }) => listListingContacts(id, signal),
      enabled,
    }),
  );
