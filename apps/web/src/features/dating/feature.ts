import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The dating feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const datingFeature: WebFeature = {
  name: 'dating',
  hubPosition: 90,
  routes: () => [{ path: paths.dating, lazy: screen(() => import('./components/dating-page'), 'DatingPage') }],
  parts: () => import('./parts').then((m) => m.parts),
  moderation: [
    {
      slot: 'pending',
      position: 2,
      load: () => import('./components/birth-date-corrections-queue').then((m) => m.BirthDateCorrectionsQueue),
    },
  ],
};
