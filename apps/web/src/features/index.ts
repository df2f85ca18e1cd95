import type { WebFeature } from '@/lib/web-feature';
import { addressesFeature } from './addresses/feature';
import { advertisingFeature } from './advertising/feature';
import { announcementsFeature } from './announcements/feature';
import { assistantFeature } from './assistant/feature';
import { associationsFeature } from './associations/feature';
import { authFeature } from './auth/feature';
import { businessPagesFeature } from './business-pages/feature';
import { businessesFeature } from './businesses/feature';
import { civicCommentsFeature } from './civic-comments/feature';
import { contentReportsFeature } from './content-reports/feature';
import { datingFeature } from './dating/feature';
import { eventsFeature } from './events/feature';
import { friendsFeature } from './friends/feature';
import { gamesFeature } from './games/feature';
import { groupsFeature } from './groups/feature';
import { legalFeature } from './legal/feature';
import { lostFoundFeature } from './lost-found/feature';
import { mailAlertsFeature } from './mail-alerts/feature';
import { marketplaceFeature } from './marketplace/feature';
import { menuFeature } from './menu/feature';
import { messagesFeature } from './messages/feature';
import { moderationRequestsFeature } from './moderation-requests/feature';
import { municipalServicesFeature } from './municipal-services/feature';
import { neighbourReportsFeature } from './neighbour-reports/feature';
import { notificationsFeature } from './notifications/feature';
import { openDataFeature } from './open-data/feature';
import { placeSearchFeature } from './place-search/feature';
import { postsFeature } from './posts/feature';
import { profilesFeature } from './profiles/feature';
import { promotionsFeature } from './promotions/feature';
import { referendumsFeature } from './referendums/feature';
import { reviewsFeature } from './reviews/feature';
import { savedFeature } from './saved/feature';
import { seaFeature } from './sea/feature';
import { searchFeature } from './search/feature';
import { settingsFeature } from './settings/feature';
import { sponsorsFeature } from './sponsors/feature';
import { storiesFeature } from './stories/feature';
import { suggestionsFeature } from './suggestions/feature';
import { verificationFeature } from './verification/feature';
import { visitorHomeFeature } from './visitor-home/feature';
import { weatherFeature } from './weather/feature';
import { webcamsFeature } from './webcams/feature';

/**
 * The one ordered list of the web's features: the router and the hub are built from it, and the
 * hub's tiles follow its order. A new feature is its folder and one line here.
 */
export const features: readonly WebFeature[] = [
  announcementsFeature,
  lostFoundFeature,
  municipalServicesFeature,
  businessesFeature,
  businessPagesFeature,
  marketplaceFeature,
  eventsFeature,
  groupsFeature,
  friendsFeature,
  datingFeature,
  savedFeature,
  referendumsFeature,
  neighbourReportsFeature,
  associationsFeature,
  suggestionsFeature,
  gamesFeature,
  weatherFeature,
  seaFeature,
  webcamsFeature,
  assistantFeature,
  advertisingFeature,
  sponsorsFeature,
  moderationRequestsFeature,
  addressesFeature,
  authFeature,
  civicCommentsFeature,
  contentReportsFeature,
  legalFeature,
  mailAlertsFeature,
  menuFeature,
  messagesFeature,
  notificationsFeature,
  openDataFeature,
  placeSearchFeature,
  postsFeature,
  profilesFeature,
  promotionsFeature,
  reviewsFeature,
  searchFeature,
  settingsFeature,
  storiesFeature,
  verificationFeature,
  visitorHomeFeature,
];
