import type { ContactSellerResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const contactSeller = (id: string, message: string) =>
  api<ContactSellerResponse>(`/api/marketplace/listings/${encodeURIComponent(id)}/contact`, {
    method: 'POST',
    body: { message },
  });

/** 'Contacter le vendeur': the message lands in the seller's conversation with the buyer. */
export function useContactSeller(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => contactSeller(id, message),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.listing(id) }),
  });
}
