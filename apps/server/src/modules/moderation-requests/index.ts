import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { moderationRequestsRoutes } from './moderation-requests.routes.ts';

/** The help chat, residents' contact requests, and the moderators' inbox (answers as messages). */
export const moderationRequestsModule: AppModule = {
  name: 'moderation-requests',
  routes: [{ plugin: moderationRequestsRoutes }],
  account: {
    export: [
      exportRows('moderationRequests', {
        table: 'moderation_requests',
        owner: 'user_id',
        columns: 'id, recipient, category, page, contact_email, message, status, answer, answered_at, created_at',
      }),
    ],
    residentColumns: [
      { column: 'moderation_requests.user_id', onErase: 'cascade', exportedIn: 'moderationRequests' },
      {
        column: 'moderation_requests.answered_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
    ],
  },
};
