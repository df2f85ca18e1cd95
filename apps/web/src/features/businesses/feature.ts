import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The businesses feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const businessesFeature: WebFeature = {
  name: 'businesses',
  hubPosition: 30,
  routes: () => [
    {
      path: paths.localBusinesses,
      lazy: screen(() => import('./components/local-businesses-page'), 'LocalBusinessesPage'),
    },
    { path: paths.directory, lazy: screen(() => import('./components/directory-page'), 'DirectoryPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
  visitorHome: {
    position: 5,
    load: () => import('./components/where-to-eat-section').then((m) => m.WhereToEatSection),
  },
};
