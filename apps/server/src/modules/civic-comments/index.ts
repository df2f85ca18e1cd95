import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { civicCommentsRoutes } from './civic-comments.routes.ts';

/** Comments on a referendum, a neighbours' report or an idea. */
export const civicCommentsModule: AppModule = {
  name: 'civic-comments',
  routes: [{ plugin: civicCommentsRoutes }],
  // Hidden by a moderator: read by its author and the moderators only.
  hides: [{ kind: 'civic-comment', table: 'civic_comments', owner: (alias, viewer) => `${alias}.user_id = ${viewer}` }],
  account: {
    export: [
      exportRows('civicComments', {
        table: 'civic_comments',
        owner: 'user_id',
        columns: 'id, subject_type, subject_id, content, created_at',
      }),
    ],
    // The counters of the reports and ideas they commented are fixed by those modules.
    residentColumns: [{ column: 'civic_comments.user_id', onErase: 'cascade', exportedIn: 'civicComments' }],
  },
};
