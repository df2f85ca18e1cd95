import type { PromotionsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const listPromotions = () => api<PromotionsResponse>('/api/promotions');

/** The visible cards, in their position order. */
export const promotionsQuery = queryOptions({ queryKey: ['promotions'], queryFn: listPromotions });

export function usePromotions() {
  return useQuery(promotionsQuery);
}
