import type { AppModule } from '../../lib/app-module.ts';
import { townRoutes } from './town.routes.ts';

/** The town's configuration as the web app reads it. */
export const townModule: AppModule = { name: 'town', routes: [{ plugin: townRoutes }] };
