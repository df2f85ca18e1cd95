/**
 * Every feature's shared file, one line each: the contract's index exports them, and kinds.ts
 * gathers their kind declarations (`declareKinds`). A file listed here never imports one that uses
 * the derived lists of kinds (content-reports, notifications, search, saved, uploads), or the lists
 * would need themselves to be evaluated: those are exported by index.ts directly.
 */
export * from './auth.schemas.ts';
export * from './settings.schemas.ts';
export * from './account.schemas.ts';
export * from './town.schemas.ts';
export * from './health.schemas.ts';
export * from './posts.schemas.ts';
export * from './profiles.schemas.ts';
export * from './stories.schemas.ts';
export * from './promotions.schemas.ts';
export * from './businesses.schemas.ts';
export * from './reviews.schemas.ts';
export * from './messages.schemas.ts';
export * from './push.schemas.ts';
export * from './municipal-services.schemas.ts';
export * from './associations.schemas.ts';
export * from './business-pages.schemas.ts';
export * from './groups.schemas.ts';
export * from './civic-comments.schemas.ts';
export * from './suggestions.schemas.ts';
export * from './moderation-requests.schemas.ts';
export * from './neighbour-reports.schemas.ts';
export * from './referendums.schemas.ts';
export * from './events.schemas.ts';
export * from './friends.schemas.ts';
export * from './dating.schemas.ts';
export * from './marketplace.schemas.ts';
export * from './advertising.schemas.ts';
export * from './games.schemas.ts';
export * from './weather.schemas.ts';
export * from './sea.schemas.ts';
export * from './assistant.schemas.ts';
export * from './announcements.schemas.ts';
export * from './mail-alerts.schemas.ts';
export * from './unsubscribe.schemas.ts';
export * from './addresses.schemas.ts';
export * from './open-data.schemas.ts';
export * from './verification.schemas.ts';
export * from './lost-found.schemas.ts';
export * from './content-reports.kinds.ts';
