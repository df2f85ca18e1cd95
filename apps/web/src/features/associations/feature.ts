import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The associations feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const associationsFeature: WebFeature = {
  name: 'associations',
  hubPosition: 130,
  routes: () => [
    { path: paths.associations, lazy: screen(() => import('./components/associations-page'), 'AssociationsPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
