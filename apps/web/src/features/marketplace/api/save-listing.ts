import type { Listing, ListingInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const createListing = (input: ListingInput) =>
  api<Listing>('/api/marketplace/listings', { method: 'POST', body: input });

export const updateListing = (id: string, input: ListingInput) =>
  api<Listing>(`/api/marketplace/listings/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

/** 'Vendre' (no id) or editing a listing (its id). */
export function useSaveListing(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) => (id ? updateListing(id, input) : createListing(input)),
    // Publishing twice is worse than a failure the seller can retry.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
