import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The sponsors feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const sponsorsFeature: WebFeature = {
  name: 'sponsors',
  hubPosition: 210,
  routes: () => [{ path: paths.sponsors, lazy: screen(() => import('./components/sponsors-page'), 'SponsorsPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
