import type { AppModule } from '../../lib/app-module.ts';
import { sponsorsRoutes } from './sponsors.routes.ts';
import { seedSponsors } from './sponsors.seed.ts';

/** The town's sponsors (/sponsors), managed by admins. */
export const sponsorsModule: AppModule = {
  name: 'sponsors',
  routes: [{ plugin: sponsorsRoutes }],
  seed: seedSponsors,
  // Its seed's authors: the demo residents.
  after: ['auth'],
  uploadKinds: ['promotion'],
  images: [
    // The logo an admin sent through POST /api/uploads: the orphan purge must keep it.
    { column: 'sponsors.image_url', holds: 'upload path' },
    { column: 'sponsors.website_url', notAnUpload: 'the sponsor’s web address' },
  ],
  account: {
    residentColumns: [
      { column: 'sponsors.updated_by', onErase: 'set null', withheld: 'who acted for the town: a staff identity' },
    ],
  },
};
