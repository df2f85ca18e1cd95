export * from './errors.ts';
export * from './constants.ts';
export * from './text.ts';
export * from './text.schemas.ts';
export * from './content-kind.ts';
export * from './kinds.ts';
export * from './features.ts';
export * from './uploads.schemas.ts';
export * from './notifications.schemas.ts';
export * from './realtime.schemas.ts';
export * from './search.schemas.ts';
export * from './place-search.schemas.ts';
export * from './content-reports.schemas.ts';
export * from './saved.schemas.ts';
export * from './games.puzzle.ts';

import { z } from 'zod';
import { fr } from 'zod/v4/locales';

// Zod's own messages (type errors, unknown keys…) in French, on the server and in forms alike.
z.config(fr());
