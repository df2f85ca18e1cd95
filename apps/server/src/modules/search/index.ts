import type { AppModule } from '../../lib/app-module.ts';
import { searchRoutes } from './search.routes.ts';

/** The top bar's search: every kind the modules declare (`AppModule.search`), in one statement. */
export const searchModule: AppModule = { name: 'search', routes: [{ plugin: searchRoutes }] };

export { AROUND_NOW, BY_TITLE, byName, frenchVector, NEWEST, prefixTsQuery, SEARCH_EXCERPT } from './search.service.ts';
