import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The webcams feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const webcamsFeature: WebFeature = {
  name: 'webcams',
  hubPosition: 180,
  routes: () => [{ path: paths.webcam, lazy: screen(() => import('./components/webcams-page'), 'WebcamsPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
