export * from './errors.ts';
export * from './constants.ts';
export * from './auth.schemas.ts';
export * from './settings.schemas.ts';
export * from './account.schemas.ts';
export * from './town.schemas.ts';
export * from './health.schemas.ts';

import { z } from 'zod';
import { fr } from 'zod/v4/locales';

// Zod's own messages (type errors, unknown keys…) in French, on the server and in forms alike.
z.config(fr());
