// The infrastructure's tables: better-auth's (residents, sessions, sign-in methods, rate limits),
// the upload store's, the push and realtime plugins', the moderation log's and the provider
// cache. Each feature's tables are in its module (`modules/<f>/<f>.schema.ts`).
export * from './auth.ts';
export * from './uploads.ts';
export * from './push-subscriptions.ts';
export * from './realtime-sockets.ts';
export * from './moderation-log.ts';
export * from './provider-cache.ts';
