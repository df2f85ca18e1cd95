import type { WeatherData } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { cachedFetch, ProviderUnavailableError } from '../../lib/provider-cache.ts';
import { toWeatherForecast } from './weather.mapping.ts';
import { fetchForecast, forecastRequestUrl, type OpenMeteoForecast } from './weather.provider.ts';

export const FORECAST_CACHE_KEY = 'weather:forecast';

export type WeatherSource = {
  /** The provider's forecast endpoint (the environment's, else the town file's). */
  endpoint: string;
  coordinates: { lat: number; lon: number };
  maxAgeMs: number;
  timeoutMs?: number;
};

/**
 * The town's weather: the provider's answer from the cache while it is young, else fetched again;
 * when the provider fails, the last answer marked stale; with none ever, WEATHER_UNAVAILABLE.
 * The cache holds the provider's (checked) answer: hours and days are cut at `now` on each read.
 */
export async function getWeather(sql: Sql, source: WeatherSource, now = new Date()): Promise<WeatherData> {
  const url = forecastRequestUrl(source.endpoint, source.coordinates);
  try {
    const cached = await cachedFetch<OpenMeteoForecast>(sql, FORECAST_CACHE_KEY, source.maxAgeMs, () =>
      fetchForecast(url, source.timeoutMs),
    );
    return { ...toWeatherForecast(cached.data, now), fetchedAt: cached.fetchedAt.toISOString(), stale: cached.stale };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError('WEATHER_UNAVAILABLE');
    throw error;
  }
}
