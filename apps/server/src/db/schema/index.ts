export * from './auth.ts';
export * from './settings.ts';
export * from './uploads.ts';
export * from './posts.ts';
export * from './follows.ts';
export * from './stories.ts';
export * from './promotions.ts';
