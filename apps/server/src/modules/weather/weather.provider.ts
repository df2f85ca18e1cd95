import { z } from 'zod';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';

/** What the weather screen reads from Open-Meteo's forecast API (docs: open-meteo.com/en/docs). */
const CURRENT = [
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'is_day',
  'weather_code',
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
] as const;
/** Visibility and UV come with the hours (the current hour's is shown): every model has them there. */
const HOURLY = [
  'temperature_2m',
  'weather_code',
  'precipitation_probability',
  'is_day',
  'visibility',
  'uv_index',
] as const;
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'sunrise',
  'sunset',
] as const;

/** 7 days of hours from midnight today: the next 8 hours are always there. */
export const FORECAST_DAYS = 7;

/** Local times without offset ('2026-11-27T17:00'), on the town's clock. */
const LocalTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const WeatherCode = z.number().int().min(0).max(99);
/** Open-Meteo leaves a value out (null) where its models have none, at the far end of the week. */
const Probability = z.number().min(0).max(100).nullable();

/**
 * The provider's answer, checked before anything is cached: an answer that does not match is a
 * failed fetch (the last good one stays served). Unknown fields are dropped.
 */
export const OpenMeteoForecast = z
  .object({
    current: z.object({
      time: LocalTime,
      temperature_2m: z.number(),
      relative_humidity_2m: z.number().min(0).max(100),
      apparent_temperature: z.number(),
      is_day: z.union([z.literal(0), z.literal(1)]),
      weather_code: WeatherCode,
      pressure_msl: z.number().positive(),
      wind_speed_10m: z.number().min(0),
      wind_direction_10m: z.number().min(0).max(360),
    }),
    hourly: z.object({
      time: z.array(LocalTime).min(1),
      temperature_2m: z.array(z.number()),
      weather_code: z.array(WeatherCode),
      precipitation_probability: z.array(Probability),
      is_day: z.array(z.union([z.literal(0), z.literal(1)])),
      visibility: z.array(z.number().min(0).nullable()),
      uv_index: z.array(z.number().min(0).nullable()),
    }),
    daily: z.object({
      time: z.array(LocalDate).min(1),
      weather_code: z.array(WeatherCode),
      temperature_2m_max: z.array(z.number()),
      temperature_2m_min: z.array(z.number()),
      precipitation_probability_max: z.array(Probability),
      sunrise: z.array(LocalTime),
      sunset: z.array(LocalTime),
    }),
  })
  .refine(
    ({ hourly: h, daily: d }) =>
      [h.temperature_2m, h.weather_code, h.precipitation_probability, h.is_day, h.visibility, h.uv_index].every(
        (series) => series.length === h.time.length,
      ) &&
      [
        d.weather_code,
        d.temperature_2m_max,
        d.temperature_2m_min,
        d.precipitation_probability_max,
        d.sunrise,
        d.sunset,
      ].every((series) => series.length === d.time.length),
    'séries de longueurs différentes',
  );
export type OpenMeteoForecast = z.infer<typeof OpenMeteoForecast>;

/** The request for the town: its coordinates, its clock, km/h. */
export function forecastRequestUrl(endpoint: string, coordinates: { lat: number; lon: number }): string {
  const url = new URL(endpoint);
  url.searchParams.set('latitude', String(coordinates.lat));
  url.searchParams.set('longitude', String(coordinates.lon));
  url.searchParams.set('current', CURRENT.join(','));
  url.searchParams.set('hourly', HOURLY.join(','));
  url.searchParams.set('daily', DAILY.join(','));
  url.searchParams.set('timezone', TOWN_TIME_ZONE);
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));
  url.searchParams.set('wind_speed_unit', 'kmh');
  return url.toString();
}

/** A provider that does not answer within this delay has failed (the cache answers meanwhile). */
export const PROVIDER_TIMEOUT_MS = 5000;

/** Fetches and checks one forecast; throws on a network error, a timeout, a non-2xx or a bad answer. */
export async function fetchForecast(url: string, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<OpenMeteoForecast> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Open-Meteo a répondu ${response.status}`);
  return OpenMeteoForecast.parse(await response.json());
}
