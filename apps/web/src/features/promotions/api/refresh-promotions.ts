import type { QueryClient } from '@tanstack/react-query';
import { adminPromotionsQuery } from './list-admin-promotions';
import { promotionsQuery } from './list-promotions';

/** The feed's cards and the admin list both change with any edit. */
export function refreshPromotions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminPromotionsQuery.queryKey }),
  ]);
}
