import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The groups feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const groupsFeature: WebFeature = {
  name: 'groups',
  hubPosition: 70,
  routes: () => [
    { path: paths.groups, lazy: screen(() => import('./components/groups-page'), 'GroupsPage') },
    // paths.group with the id as a route parameter: '/groups/:id'.
    { path: `${paths.group('')}:id`, lazy: screen(() => import('./components/group-page'), 'GroupPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
