import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { repliesDigest } from './notifications.digest.ts';
import { notificationStore } from './notifications.store.ts';

/** The bell: a resident's notifications, their unread count, marking them read (sending is `app.notifier`). */
export const notificationsModule: AppModule = {
  name: 'notifications',
  digest: [repliesDigest],
  routes: [{ plugin: notificationsRoutes }],
  provides: { notificationStore },
  account: {
    export: [
      exportRows('notifications', {
        table: 'notifications',
        owner: 'user_id',
        columns: 'type, content, link, read_at is not null as read, created_at',
      }),
    ],
    residentColumns: [
      { column: 'notifications.user_id', onErase: 'cascade', exportedIn: 'notifications' },
      { column: 'notifications.actor_id', onErase: 'cascade', withheld: 'another resident’s notification' },
    ],
  },
};

export { notifications } from './notifications.schema.ts';
