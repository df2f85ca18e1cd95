import type { AppModule } from '../lib/app-module.ts';
import { accountModule } from './account/index.ts';
import { addressesModule } from './addresses/index.ts';
import { advertisingModule } from './advertising/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { assistantModule } from './assistant/index.ts';
import { associationsModule } from './associations/index.ts';
import { authModule } from './auth/index.ts';
import { businessPagesModule } from './business-pages/index.ts';
import { businessesModule } from './businesses/index.ts';
import { civicCommentsModule } from './civic-comments/index.ts';
import { contentReportsModule } from './content-reports/index.ts';
import { datingModule } from './dating/index.ts';
import { eventsModule } from './events/index.ts';
import { friendsModule } from './friends/index.ts';
import { gamesModule } from './games/index.ts';
import { groupsModule } from './groups/index.ts';
import { healthModule } from './health/index.ts';
import { lostFoundModule } from './lost-found/index.ts';
import { mailAlertsModule } from './mail-alerts/index.ts';
import { marketplaceModule } from './marketplace/index.ts';
import { messagesModule } from './messages/index.ts';
import { moderationRequestsModule } from './moderation-requests/index.ts';
import { municipalServicesModule } from './municipal-services/index.ts';
import { neighbourReportsModule } from './neighbour-reports/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { placeSearchModule } from './place-search/index.ts';
import { postsModule } from './posts/index.ts';
import { profilesModule } from './profiles/index.ts';
import { promotionsModule } from './promotions/index.ts';
import { pushModule } from './push/index.ts';
import { realtimeModule } from './realtime/index.ts';
import { referendumsModule } from './referendums/index.ts';
import { reviewsModule } from './reviews/index.ts';
import { savedModule } from './saved/index.ts';
import { seaModule } from './sea/index.ts';
import { searchModule } from './search/index.ts';
import { settingsModule } from './settings/index.ts';
import { sponsorsModule } from './sponsors/index.ts';
import { storiesModule } from './stories/index.ts';
import { suggestionsModule } from './suggestions/index.ts';
import { townModule } from './town/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { verificationModule } from './verification/index.ts';
import { weatherModule } from './weather/index.ts';

/**
 * Every module of the server, in order: the order their routes are registered and their seed steps
 * run (a step may use what an earlier one seeded: the demo residents first, the saved items after
 * the posts, events, listings and pages they bookmark). Adding a module is its folder and one line here.
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  townModule,
  authModule,
  accountModule,
  settingsModule,
  profilesModule,
  uploadsModule,
  postsModule,
  searchModule,
  storiesModule,
  promotionsModule,
  announcementsModule,
  mailAlertsModule,
  businessPagesModule,
  businessesModule,
  reviewsModule,
  realtimeModule,
  pushModule,
  messagesModule,
  notificationsModule,
  municipalServicesModule,
  associationsModule,
  groupsModule,
  placeSearchModule,
  friendsModule,
  civicCommentsModule,
  suggestionsModule,
  marketplaceModule,
  lostFoundModule,
  advertisingModule,
  sponsorsModule,
  moderationRequestsModule,
  contentReportsModule,
  neighbourReportsModule,
  addressesModule,
  verificationModule,
  referendumsModule,
  eventsModule,
  savedModule,
  datingModule,
  gamesModule,
  assistantModule,
  seaModule,
  weatherModule,
];
