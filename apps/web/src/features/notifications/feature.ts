import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The notifications feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const notificationsFeature: WebFeature = {
  name: 'notifications',
  routes: () => [
    { path: paths.notifications, lazy: screen(() => import('./components/notifications-page'), 'NotificationsPage') },
  ],
};
