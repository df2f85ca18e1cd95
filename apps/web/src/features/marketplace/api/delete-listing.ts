import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const deleteListing = (id: string) =>
  api<{ deleted: true }>(`/api/marketplace/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteListing(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: marketplaceKeys.listing(id) });
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
}
