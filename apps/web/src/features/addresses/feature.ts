import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The addresses feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const addressesFeature: WebFeature = {
  name: 'addresses',
  routes: () => [
    {
      path: paths.adminAddresses,
      lazy: screen(() => import('./components/admin-addresses-page'), 'AdminAddressesPage'),
    },
  ],
};
