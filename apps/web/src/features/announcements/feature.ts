import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The announcements feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const announcementsFeature: WebFeature = {
  name: 'announcements',
  hubPosition: 10,
  routes: () => [
    { path: paths.announcements, lazy: screen(() => import('./components/announcements-page'), 'AnnouncementsPage') },
    // paths.announcement with the id as a route parameter: '/annonces/:id'.
    {
      path: `${paths.announcement('')}:id`,
      lazy: screen(() => import('./components/announcement-page'), 'AnnouncementPage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
  visitorHome: {
    position: 1,
    load: () => import('./components/announcements-visitor-section').then((m) => m.AnnouncementsVisitorSection),
  },
};
