/**
 * Every web feature, one line each in any order (kept alphabetical): src/app/features.ts reads them
 * and orders them by what each declares (its place in the hub, `hubPosition`). A new feature is its
 * folder and one line here.
 */
export { addressesFeature } from './addresses/feature';
export { advertisingFeature } from './advertising/feature';
export { announcementsFeature } from './announcements/feature';
export { assistantFeature } from './assistant/feature';
export { associationsFeature } from './associations/feature';
export { authFeature } from './auth/feature';
export { businessPagesFeature } from './business-pages/feature';
export { businessesFeature } from './businesses/feature';
export { civicCommentsFeature } from './civic-comments/feature';
export { contentReportsFeature } from './content-reports/feature';
export { datingFeature } from './dating/feature';
export { eventsFeature } from './events/feature';
export { friendsFeature } from './friends/feature';
export { gamesFeature } from './games/feature';
export { groupsFeature } from './groups/feature';
export { legalFeature } from './legal/feature';
export { lostFoundFeature } from './lost-found/feature';
export { mailAlertsFeature } from './mail-alerts/feature';
export { marketplaceFeature } from './marketplace/feature';
export { menuFeature } from './menu/feature';
export { messagesFeature } from './messages/feature';
export { moderationRequestsFeature } from './moderation-requests/feature';
export { municipalServicesFeature } from './municipal-services/feature';
export { neighbourReportsFeature } from './neighbour-reports/feature';
export { notificationsFeature } from './notifications/feature';
export { openDataFeature } from './open-data/feature';
export { placeSearchFeature } from './place-search/feature';
export { postsFeature } from './posts/feature';
export { profilesFeature } from './profiles/feature';
export { promotionsFeature } from './promotions/feature';
export { referendumsFeature } from './referendums/feature';
export { reviewsFeature } from './reviews/feature';
export { savedFeature } from './saved/feature';
export { seaFeature } from './sea/feature';
export { searchFeature } from './search/feature';
export { settingsFeature } from './settings/feature';
export { sponsorsFeature } from './sponsors/feature';
export { storiesFeature } from './stories/feature';
export { suggestionsFeature } from './suggestions/feature';
export { verificationFeature } from './verification/feature';
export { visitorHomeFeature } from './visitor-home/feature';
export { weatherFeature } from './weather/feature';
export { webcamsFeature } from './webcams/feature';
