import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { associationsRoutes, associationsImportRoutes } from './associations.routes.ts';
import { seedAssociations } from './associations.seed.ts';
import { associationsSearch } from './associations.search.ts';

/** The town's associations and the residents who manage them. */
export const associationsModule: AppModule = {
  name: 'associations',
  search: [associationsSearch],
  routes: [{ plugin: associationsRoutes }, { plugin: associationsImportRoutes }],
  seed: seedAssociations,
  // Its seed's managers: the demo residents.
  after: ['auth'],
  images: [
    { column: 'associations.website_url', notAnUpload: 'the association’s web address' },
    { column: 'associations.donation_url', notAnUpload: 'the association’s donation page' },
  ],
  account: {
    export: [
      exportRows('associationsManaged', {
        table: 'association_managers',
        owner: 'user_id',
        columns: 'association_id, created_at',
      }),
    ],
    residentColumns: [
      { column: 'association_managers.user_id', onErase: 'cascade', exportedIn: 'associationsManaged' },
    ],
  },
};
