import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The neighbour-reports feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const neighbourReportsFeature: WebFeature = {
  name: 'neighbour-reports',
  hubPosition: 120,
  routes: () => [
    {
      path: paths.neighborsWatch,
      lazy: screen(() => import('./components/neighbours-watch-page'), 'NeighboursWatchPage'),
    },
    // paths.neighbourReport with the id as a route parameter: '/neighbors-watch/:id'.
    { path: `${paths.neighbourReport('')}:id`, lazy: screen(() => import('./components/report-page'), 'ReportPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
