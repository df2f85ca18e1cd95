import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The games feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const gamesFeature: WebFeature = {
  name: 'games',
  hubPosition: 150,
  routes: () => [{ path: paths.games, lazy: screen(() => import('./components/games-page'), 'GamesPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
