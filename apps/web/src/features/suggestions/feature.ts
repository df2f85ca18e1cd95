import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The suggestions feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const suggestionsFeature: WebFeature = {
  name: 'suggestions',
  hubPosition: 140,
  routes: () => [{ path: paths.ideaBox, lazy: screen(() => import('./components/idea-box-page'), 'IdeaBoxPage') }],
  parts: () => import('./parts').then((m) => m.parts),
};
