import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { savedRoutes } from './saved.routes.ts';
import { seedSaved } from './saved.seed.ts';

/** Bookmarks of what the modules declare savable (`AppModule.saved`). */
export const savedModule: AppModule = {
  name: 'saved',
  routes: [{ plugin: savedRoutes }],
  seed: seedSaved,
  // Its seed bookmarks the posts, events and listings seeded before.
  after: ['posts', 'events', 'marketplace'],
  account: {
    export: [
      exportRows('savedItems', {
        table: 'saved_items',
        owner: 'user_id',
        columns: 'kind, target_id, created_at',
      }),
    ],
    residentColumns: [{ column: 'saved_items.user_id', onErase: 'cascade', exportedIn: 'savedItems' }],
  },
};
