import type { AppModule } from '../../lib/app-module.ts';
import { placeSearchRoutes } from './place-search.routes.ts';

/** Searching the posts of one group or one business page: the town search leaves them to their place. */
export const placeSearchModule: AppModule = { name: 'place-search', routes: [{ plugin: placeSearchRoutes }] };
