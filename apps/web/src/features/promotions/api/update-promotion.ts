import type { Promotion, UpsertPromotionInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPromotions } from './refresh-promotions';

export const updatePromotion = ({ id, input }: { id: string; input: UpsertPromotionInput }) =>
  api<Promotion>(`/api/admin/promotions/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePromotion, onSettled: () => refreshPromotions(queryClient) });
}
