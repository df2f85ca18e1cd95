import { AnnouncementsResponse } from '@portmarin/shared';
import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { jsonAnswer } from '../../lib/json-answer.ts';
import { announcementsDigest } from './announcements.digest.ts';
import { canPublishAnnouncements } from './announcements.policy.ts';
import { announcementsReader, announcementsRoutes } from './announcements.routes.ts';
import { announcementsSearch } from './announcements.search.ts';
import { ANNOUNCEMENTS_TOPIC, listAnnouncements, publisherOf } from './announcements.service.ts';
import { seedAnnouncements } from './announcements.seed.ts';

/** The town hall's official channel: announcements pinned above the feed, pushed, searched, in Atom and iCalendar. */
export const announcementsModule: AppModule = {
  name: 'announcements',
  routes: [{ plugin: announcementsRoutes }],
  seed: seedAnnouncements,
  // Its seed's publisher: the town hall's account.
  after: ['auth'],
  digest: [announcementsDigest],
  search: [announcementsSearch],
  uploadKinds: ['post'],
  images: [
    { column: 'announcements.image_upload_id', holds: 'upload id' },
    { column: 'announcements.image_url', pathOf: 'announcements.image_upload_id' },
  ],
  notifications: {
    // Owed to every resident: the town hall's official word has no switch to turn it off.
    official_announcement: { switch: null, text: () => 'Nouvelle annonce officielle de la mairie' },
  },
  account: {
    export: [
      exportRows('announcementOpens', {
        table: 'announcement_opens',
        owner: 'user_id',
        columns: 'announcement_id, source, created_at',
      }),
    ],
    residentColumns: [
      { column: 'announcements.updated_by', onErase: 'set null', withheld: 'who acted for the town: a staff identity' },
      { column: 'announcement_opens.user_id', onErase: 'cascade', exportedIn: 'announcementOpens' },
    ],
  },
  // The pinned announcements come with the feed's page.
  firstScreen: [
    {
      key: 'announcements',
      url: '/api/announcements',
      topics: [ANNOUNCEMENTS_TOPIC],
      read: async (app, user) =>
        jsonAnswer(AnnouncementsResponse, {
          announcements: await listAnnouncements(app.pool, announcementsReader(user), publisherOf(app.town), 'current'),
        }),
      // Only the town hall reads more of them (their reach, whether they may edit).
      asVisitor: (user) => !canPublishAnnouncements(user),
    },
  ],
};
export { announcementPath, publisherOf } from './announcements.service.ts';
