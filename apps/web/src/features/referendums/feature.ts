import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The referendums feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const referendumsFeature: WebFeature = {
  name: 'referendums',
  hubPosition: 110,
  routes: () => [
    { path: paths.referendum, lazy: screen(() => import('./components/referendums-page'), 'ReferendumsPage') },
    // paths.referendumPage with the id as a route parameter: '/referendum/:id'.
    {
      path: `${paths.referendumPage('')}:id`,
      lazy: screen(() => import('./components/referendum-page'), 'ReferendumPage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
  moderation: [
    {
      slot: 'pending',
      position: 1,
      load: () => import('./components/referendum-proposals-queue').then((m) => m.ReferendumProposalsQueue),
    },
  ],
};
