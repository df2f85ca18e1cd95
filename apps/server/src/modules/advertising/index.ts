import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { advertisingRoutes } from './advertising.routes.ts';

/** The advertising hub: a business page's campaign, boost or badge requests, and the admins' answers. */
export const advertisingModule: AppModule = {
  name: 'advertising',
  routes: [{ plugin: advertisingRoutes }],
  notifications: {
    // The answer to a request the business made.
    ad_request_outcome: { switch: null, text: () => 'La mairie a répondu à votre demande publicitaire' },
  },
  account: {
    export: [
      exportRows('adRequests', {
        table: 'ad_requests',
        owner: 'requested_by',
        columns:
          'id, page_id, kind, objective, daily_budget_cents, duration_days, geo_target, boost_offer, post_id, auto_boost, badge, message, total_cents, status, decision_note, decided_at, created_at',
      }),
    ],
    residentColumns: [
      { column: 'ad_requests.requested_by', onErase: 'cascade', exportedIn: 'adRequests' },
      { column: 'ad_requests.decided_by', onErase: 'set null', withheld: 'who acted for the town: a staff identity' },
    ],
  },
};
