import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { savedRoutes } from './saved.routes.ts';
import { seedSaved } from './saved.seed.ts';

/** Bookmarks of posts, events, listings and business pages. */
export const savedModule: AppModule = {
  name: 'saved',
  routes: [{ plugin: savedRoutes }],
  seed: seedSaved,
  account: {
    export: [
      exportRows('savedItems', {
        table: 'saved_items',
        owner: 'user_id',
        columns: 'post_id, event_id, listing_id, business_page_id, lost_found_id, created_at',
      }),
    ],
    residentColumns: [{ column: 'saved_items.user_id', onErase: 'cascade', exportedIn: 'savedItems' }],
  },
};
