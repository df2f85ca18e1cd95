import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The municipal-services feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const municipalServicesFeature: WebFeature = {
  name: 'municipal-services',
  hubPosition: 20,
  routes: () => [
    {
      path: paths.municipalServices,
      lazy: screen(() => import('./components/municipal-services-page'), 'MunicipalServicesPage'),
    },
    {
      path: paths.adminMunicipalServices,
      lazy: screen(() => import('./components/admin-municipal-services-page'), 'AdminMunicipalServicesPage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
