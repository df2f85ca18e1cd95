import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The menu feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const menuFeature: WebFeature = {
  name: 'menu',
  routes: () => [{ path: paths.menu, lazy: screen(() => import('./components/menu-page'), 'MenuPage') }],
};
