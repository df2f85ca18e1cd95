import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The lost-found feature's description of itself (« Objets trouvés »), listed in features/index.ts,
 * which imports this file.
 */
export const lostFoundFeature: WebFeature = {
  name: 'lost-found',
  routes: () => [
    { path: paths.lostFound, lazy: screen(() => import('./components/lost-found-page'), 'LostFoundPage') },
    // paths.lostFoundObject with the id as a route parameter: '/objets-trouves/:id'.
    {
      path: `${paths.lostFoundObject('')}:id`,
      lazy: screen(() => import('./components/lost-found-object-page'), 'LostFoundObjectPage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
