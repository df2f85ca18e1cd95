import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { businessesRoutes, businessesImportRoutes } from './businesses.routes.ts';
import { businessesChanged } from './businesses.changes.ts';
import { seedBusinesses } from './businesses.seed.ts';
import { businessesSearch } from './businesses.search.ts';

/** The town's directory: Entreprises Locales and the Annuaire Local. */
export const businessesModule: AppModule = {
  name: 'businesses',
  search: [businessesSearch],
  routes: [{ plugin: businessesRoutes }, { plugin: businessesImportRoutes }],
  seed: seedBusinesses,
  // Its seed's owners and reviewers: the showcase residents.
  after: ['profiles'],
  images: [
    { column: 'businesses.logo_url', notAnUpload: 'no route writes it: a directory entry has no picture of its own' },
    { column: 'businesses.website_url', notAnUpload: 'the business’s own web address' },
  ],
  hides: [{ kind: 'business', table: 'businesses', owner: (alias, viewer) => `${alias}.created_by = ${viewer}` }],
  reports: [
    {
      type: 'business',
      hiddenKind: 'business',
      // Hidden or restored: a sponsored card naming it and the visitors' first pages follow on every instance.
      afterModeration: async () => (pool) => businessesChanged(pool),
      describe: `select b.id::text as id, b.created_by as author_id,
          concat_ws(' — ', b.business_name, left(b.description, ${REPORT_EXCERPT})) as excerpt, b.logo_url as image_url,
          'Annuaire local' as place, '/entreprises?q=' || b.business_name as link, b.hidden_at is not null as hidden,
          b.hidden_at is null as readable
        from businesses b
        where b.id = any($1::uuid[])`,
    },
  ],
  account: {
    export: [
      exportRows('directoryEntries', {
        table: 'businesses',
        owner: 'created_by',
        columns: 'id, business_name, owner_name, category, description, phone, email, address, website_url, created_at',
      }),
    ],
    residentColumns: [{ column: 'businesses.created_by', onErase: 'set null', exportedIn: 'directoryEntries' }],
    // Their entries stay, their creator (shown in the list) emptied: the kept first pages go.
    beforeErasure: async () => (app) => businessesChanged(app.pool),
  },
};

export { businesses } from './businesses.schema.ts';
export { BUSINESSES_TOPIC, businessesChanged } from './businesses.changes.ts';
