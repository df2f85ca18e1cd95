import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The promotions feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const promotionsFeature: WebFeature = {
  name: 'promotions',
  routes: () => [
    {
      path: paths.adminPromotions,
      lazy: screen(() => import('./components/admin-promotions-page'), 'AdminPromotionsPage'),
    },
  ],
};
