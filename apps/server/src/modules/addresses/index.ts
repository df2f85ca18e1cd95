import type { AppModule } from '../../lib/app-module.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { seedAddresses } from './addresses.seed.ts';

/**
 * The town's addresses from the Base Adresse Nationale (issue 37): the picker of a residence
 * verification, and the admins' import of the BAN's CSV (decision 0091). No resident's data: no
 * part of an account's export or erasure.
 */
export const addressesModule: AppModule = {
  name: 'addresses',
  routes: [{ plugin: addressesRoutes }],
  seed: seedAddresses,
};

export { townAddresses } from './addresses.schema.ts';
