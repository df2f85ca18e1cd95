/**
 * Every module of the server, one line each in any order (kept alphabetical): modules/ordered.ts
 * reads them and orders them by what each declares (`after`). Adding a module is its folder and one
 * line here.
 */
export { accountModule } from './account/index.ts';
export { addressesModule } from './addresses/index.ts';
export { advertisingModule } from './advertising/index.ts';
export { announcementsModule } from './announcements/index.ts';
export { assistantModule } from './assistant/index.ts';
export { associationsModule } from './associations/index.ts';
export { authModule } from './auth/index.ts';
export { businessPagesModule } from './business-pages/index.ts';
export { businessesModule } from './businesses/index.ts';
export { civicCommentsModule } from './civic-comments/index.ts';
export { contentReportsModule } from './content-reports/index.ts';
export { datingModule } from './dating/index.ts';
export { eventsModule } from './events/index.ts';
export { friendsModule } from './friends/index.ts';
export { gamesModule } from './games/index.ts';
export { groupsModule } from './groups/index.ts';
export { healthModule } from './health/index.ts';
export { lostFoundModule } from './lost-found/index.ts';
export { mailAlertsModule } from './mail-alerts/index.ts';
export { marketplaceModule } from './marketplace/index.ts';
export { messagesModule } from './messages/index.ts';
export { moderationRequestsModule } from './moderation-requests/index.ts';
export { municipalServicesModule } from './municipal-services/index.ts';
export { neighbourReportsModule } from './neighbour-reports/index.ts';
export { notificationsModule } from './notifications/index.ts';
export { placeSearchModule } from './place-search/index.ts';
export { postsModule } from './posts/index.ts';
export { profilesModule } from './profiles/index.ts';
export { promotionsModule } from './promotions/index.ts';
export { pushModule } from './push/index.ts';
export { realtimeModule } from './realtime/index.ts';
export { referendumsModule } from './referendums/index.ts';
export { reviewsModule } from './reviews/index.ts';
export { savedModule } from './saved/index.ts';
export { seaModule } from './sea/index.ts';
export { searchModule } from './search/index.ts';
export { settingsModule } from './settings/index.ts';
export { sponsorsModule } from './sponsors/index.ts';
export { storiesModule } from './stories/index.ts';
export { suggestionsModule } from './suggestions/index.ts';
export { townModule } from './town/index.ts';
export { uploadsModule } from './uploads/index.ts';
export { verificationModule } from './verification/index.ts';
export { weatherModule } from './weather/index.ts';
