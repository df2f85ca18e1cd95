import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The advertising feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const advertisingFeature: WebFeature = {
  name: 'advertising',
  hubPosition: 200,
  routes: () => [
    { path: paths.advertising, lazy: screen(() => import('./components/advertising-page'), 'AdvertisingPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
