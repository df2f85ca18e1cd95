export * from './errors.ts';
export * from './constants.ts';
export * from './text.ts';
export * from './text.schemas.ts';
export * from './auth.schemas.ts';
export * from './settings.schemas.ts';
export * from './account.schemas.ts';
export * from './town.schemas.ts';
export * from './health.schemas.ts';
export * from './uploads.schemas.ts';
export * from './posts.schemas.ts';
export * from './profiles.schemas.ts';
export * from './stories.schemas.ts';
export * from './promotions.schemas.ts';
export * from './businesses.schemas.ts';
export * from './reviews.schemas.ts';
export * from './messages.schemas.ts';
export * from './notifications.schemas.ts';
export * from './push.schemas.ts';
export * from './realtime.schemas.ts';
export * from './search.schemas.ts';
export * from './municipal-services.schemas.ts';
export * from './associations.schemas.ts';
export * from './business-pages.schemas.ts';
export * from './groups.schemas.ts';
export * from './civic-comments.schemas.ts';
export * from './suggestions.schemas.ts';
export * from './moderation-requests.schemas.ts';
export * from './neighbour-reports.schemas.ts';
export * from './referendums.schemas.ts';
export * from './content-reports.schemas.ts';

import { z } from 'zod';
import { fr } from 'zod/v4/locales';

// Zod's own messages (type errors, unknown keys…) in French, on the server and in forms alike.
z.config(fr());
