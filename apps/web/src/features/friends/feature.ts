import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The friends feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const friendsFeature: WebFeature = {
  name: 'friends',
  hubPosition: 80,
  routes: () => [{ path: paths.friends, lazy: screen(() => import('./components/friends-page'), 'FriendsPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
