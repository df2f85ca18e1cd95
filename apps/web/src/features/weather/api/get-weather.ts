import { WEATHER_REFRESH_MS, type WeatherData } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { isRetryable } from '@/lib/query-client';

export const weatherKeys = { all: ['weather'] as const };

export const getWeather = (signal?: AbortSignal) => api<WeatherData>('/api/weather', { signal });

/**
 * The town's weather, refetched every 5 minutes (spec) while the screen is open. The server has
 * already waited for the provider: its 'unavailable' answer is final, not worth three retries.
 */
export const weatherQuery = queryOptions({
  queryKey: weatherKeys.all,
  queryFn: ({ signal }) => getWeather(signal),
  refetchInterval: WEATHER_REFRESH_MS,
  retry: (failureCount, error) =>
    !(error instanceof ApiError && error.code === 'WEATHER_UNAVAILABLE') && isRetryable(error) && failureCount < 3,
});

export const useWeather = () => useQuery(weatherQuery);
