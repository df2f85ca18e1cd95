export * from './auth.ts';
export * from './settings.ts';
