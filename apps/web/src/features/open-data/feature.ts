import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The open-data feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const openDataFeature: WebFeature = {
  name: 'open-data',
  routes: () => [
    { path: paths.adminOpenData, lazy: screen(() => import('./components/admin-open-data-page'), 'AdminOpenDataPage') },
  ],
};
