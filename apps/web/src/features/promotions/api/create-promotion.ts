import type { Promotion, UpsertPromotionInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPromotions } from './refresh-promotions';

export const createPromotion = (input: UpsertPromotionInput) =>
  api<Promotion>('/api/admin/promotions', { method: 'POST', body: input });

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    // A retried create could add the card twice.
    retry: false,
    onSettled: () => refreshPromotions(queryClient),
  });
}
