import { ErrorResponse, WeatherData } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWeather } from './weather.service.ts';
import { NO_SESSION } from '../../plugins/session.ts';

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const source = {
    endpoint: app.env.WEATHER_API_URL ?? app.town.weather.forecastUrl,
    coordinates: app.town.weather.point ?? app.town.coordinates,
    maxAgeMs: app.env.WEATHER_CACHE_SECONDS * 1000,
  };
  // Visitors arriving together when the cache expires share one request to the provider.
  let pending: Promise<WeatherData> | null = null;

  // Visitors welcome: the town's weather is public. 503 when the provider has never answered.
  app.get(
    '/api/weather',
    {
      schema: {
        summary: 'Lire la météo de la commune',
        operationId: 'getWeather',
        security: NO_SESSION,
        tags: ['weather'],
        response: { 200: WeatherData, 503: ErrorResponse },
      },
    },
    async () => {
      pending ??= getWeather(app.pool, source).finally(() => {
        pending = null;
      });
      return pending;
    },
  );
};
