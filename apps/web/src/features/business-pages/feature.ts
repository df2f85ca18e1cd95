import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The business-pages feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const businessPagesFeature: WebFeature = {
  name: 'business-pages',
  hubPosition: 40,
  routes: () => [
    { path: paths.business, lazy: screen(() => import('./components/business-pages-page'), 'BusinessPagesPage') },
    // paths.businessPage with the id as a route parameter: '/business/:id'.
    {
      path: `${paths.businessPage('')}:id`,
      lazy: screen(() => import('./components/business-page-detail'), 'BusinessPageDetail'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
