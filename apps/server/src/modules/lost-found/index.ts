import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { lostFoundRoutes } from './lost-found.routes.ts';
import { lostFoundSaved } from './lost-found.saved.ts';
import { lostFoundSearch } from './lost-found.search.ts';
import { seedLostFound } from './lost-found.seed.ts';
import { LOST_FOUND_HIDDEN_KIND } from './lost-found.service.ts';

/** « Objets trouvés », the town hall's lost-and-found office: found objects, their photos and residents' claims. */
export const lostFoundModule: AppModule = {
  name: 'lost-found',
  routes: [{ plugin: lostFoundRoutes }],
  seed: seedLostFound,
  // Its seed's publisher: the town hall's account.
  after: ['auth'],
  search: [lostFoundSearch],
  uploadKinds: ['post'],
  saved: [lostFoundSaved],
  images: [
    { column: 'lost_found_objects.image_upload_id', holds: 'upload id' },
    { column: 'lost_found_objects.image_url', pathOf: 'lost_found_objects.image_upload_id' },
  ],
  hides: [
    {
      kind: LOST_FOUND_HIDDEN_KIND,
      table: 'lost_found_objects',
      owner: (alias, viewer) => `${alias}.posted_by = ${viewer}`,
    },
  ],
  reports: [
    {
      type: 'lost-found',
      hiddenKind: LOST_FOUND_HIDDEN_KIND,
      // The town hall's notice: no resident is its author to warn.
      describe: `select o.id::text as id, null::text as author_id,
          concat_ws(' — ', o.title, left(o.description, ${REPORT_EXCERPT})) as excerpt,
          (select '/uploads/' || up.thumb_name from uploads up where up.id = o.image_upload_id) as image_url,
          'Objets trouvés' as place, '/objets-trouves/' || o.id as link, o.hidden_at is not null as hidden,
          o.hidden_at is null as readable
        from lost_found_objects o
        where o.id = any($1::uuid[])`,
    },
  ],
  notifications: {
    // Owed to the resident who asked: their claim was accepted, the object waits for them.
    lost_found_claim_accepted: {
      switch: null,
      text: () => 'La mairie a accepté votre demande : votre objet vous attend',
    },
  },
  account: {
    // What the resident asked the office for, and their message.
    export: [
      exportRows('lostFoundClaims', {
        table: 'lost_found_claims',
        owner: 'user_id',
        columns: 'object_id, message, status, created_at',
      }),
    ],
    residentColumns: [
      {
        column: 'lost_found_objects.posted_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
      { column: 'lost_found_claims.user_id', onErase: 'cascade', exportedIn: 'lostFoundClaims' },
    ],
  },
};
export { lostFoundPath } from './lost-found.service.ts';
