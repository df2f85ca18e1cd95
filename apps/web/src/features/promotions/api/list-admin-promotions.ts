import type { PromotionsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const listAdminPromotions = () => api<PromotionsResponse>('/api/admin/promotions');

/** Every card, hidden ones included (admins only). */
export const adminPromotionsQuery = queryOptions({
  queryKey: ['admin', 'promotions'],
  queryFn: listAdminPromotions,
});

export function useAdminPromotions(enabled: boolean) {
  return useQuery({ ...adminPromotionsQuery, enabled });
}
