import type { AppModule } from '../../lib/app-module.ts';
import { mailAlertsRoutes, mailAlertsUnsubscribeRoutes } from './mail-alerts.routes.ts';

/**
 * The town hall's announcements by e-mail, without an account (issue 36): double opt-in, « Alerte »
 * only or all, one-click unsubscribe that erases the address, mails sent by a job in batches.
 * Its subscribers are not residents: no part of an account's export or erasure.
 */
export const mailAlertsModule: AppModule = {
  name: 'mail-alerts',
  routes: [{ plugin: mailAlertsRoutes }, { plugin: mailAlertsUnsubscribeRoutes }],
};

export { mailAlertAnnouncements, mailAlertDeliveries, mailAlertSubscribers } from './mail-alerts.schema.ts';
