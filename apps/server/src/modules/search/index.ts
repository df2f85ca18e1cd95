import type { AppModule } from '../../lib/app-module.ts';
import { searchRoutes } from './search.routes.ts';

/** The top bar's search: residents, posts and the community kinds. */
export const searchModule: AppModule = { name: 'search', routes: [{ plugin: searchRoutes }] };

export { prefixTsQuery, SEARCH_VECTORS } from './search.service.ts';
