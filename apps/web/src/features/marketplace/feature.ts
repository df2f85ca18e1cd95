import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The marketplace feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const marketplaceFeature: WebFeature = {
  name: 'marketplace',
  hubPosition: 50,
  routes: () => [
    { path: paths.marketplace, lazy: screen(() => import('./components/marketplace-page'), 'MarketplacePage') },
    // paths.listing with the id as a route parameter: '/marketplace/:id'.
    { path: `${paths.listing('')}:id`, lazy: screen(() => import('./components/listing-page'), 'ListingPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
