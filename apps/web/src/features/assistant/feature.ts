import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The assistant feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const assistantFeature: WebFeature = {
  name: 'assistant',
  hubPosition: 190,
  routes: (slug) => [
    // The town's slug names it: /ask-{slug}-ia.
    { path: paths.assistant(slug), lazy: screen(() => import('./components/assistant-page'), 'AssistantPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
