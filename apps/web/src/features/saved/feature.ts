import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The saved feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const savedFeature: WebFeature = {
  name: 'saved',
  hubPosition: 100,
  routes: () => [{ path: paths.saved, lazy: screen(() => import('./components/saved-page'), 'SavedPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
