import type { AppModule } from '../../lib/app-module.ts';
import { municipalServicesRoutes, municipalServicesImportRoutes } from './municipal-services.routes.ts';
import { seedMunicipalServices } from './municipal-services.seed.ts';
import { municipalServicesSearch } from './municipal-services.search.ts';

/** The town hall's services, managed by admins. */
export const municipalServicesModule: AppModule = {
  name: 'municipal-services',
  search: [municipalServicesSearch],
  routes: [{ plugin: municipalServicesRoutes }, { plugin: municipalServicesImportRoutes }],
  seed: seedMunicipalServices,
  images: [{ column: 'municipal_services.website_url', notAnUpload: 'the service’s web address' }],
};

export { sampleMunicipalServices } from './municipal-services.seed.ts';
