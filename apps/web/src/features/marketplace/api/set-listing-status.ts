import type { Listing, ListingStatusInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const setListingStatus = (id: string, input: ListingStatusInput) =>
  api<Listing>(`/api/marketplace/listings/${encodeURIComponent(id)}/status`, { method: 'POST', body: input });

/** 'Marquer comme vendu', 'Désactiver', 'Réactiver'. */
export function useSetListingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingStatusInput) => setListingStatus(id, input),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(id), listing);
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
}
