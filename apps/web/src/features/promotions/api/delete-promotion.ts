import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPromotions } from './refresh-promotions';

export const deletePromotion = (id: string) =>
  api<void>(`/api/admin/promotions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePromotion, onSettled: () => refreshPromotions(queryClient) });
}
