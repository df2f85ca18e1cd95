import type { AppModule } from '../../lib/app-module.ts';
import { healthRoutes } from './health.routes.ts';

/** /api/health: the process, its database and its photos' storage, for the probes. */
export const healthModule: AppModule = { name: 'health', routes: [{ plugin: healthRoutes }] };
