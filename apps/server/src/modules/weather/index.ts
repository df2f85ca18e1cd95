import type { AppModule } from '../../lib/app-module.ts';
import { weatherRoutes } from './weather.routes.ts';

/** The forecast (Open-Meteo through the provider cache). */
export const weatherModule: AppModule = {
  name: 'weather',
  routes: [{ plugin: weatherRoutes }],
  // The provider cache (lib/provider-cache.ts) is the infrastructure's; the forecast was its first user.
  images: [{ column: 'provider_cache.data', notAnUpload: 'an outside provider’s last answer, kept as JSON' }],
};
