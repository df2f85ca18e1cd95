import { lostFoundPaths } from './paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The lost-found feature's description of itself (« Objets trouvés »), listed in features/index.ts,
 * which imports this file.
 */
export const lostFoundFeature: WebFeature = {
  name: 'lost-found',
  hubPosition: 15,
  routes: () => [
    { path: lostFoundPaths.lostFound, lazy: screen(() => import('./components/lost-found-page'), 'LostFoundPage') },
    // lostFoundPaths.lostFoundObject with the id as a route parameter: '/objets-trouves/:id'.
    {
      path: `${lostFoundPaths.lostFoundObject('')}:id`,
      lazy: screen(() => import('./components/lost-found-object-page'), 'LostFoundObjectPage'),
    },
  ],
  paths: lostFoundPaths,
  seededIds: { lostFoundObject: { api: '/api/lost-found', list: 'objects' } },
  parts: () => import('./parts').then((m) => m.parts),
};
