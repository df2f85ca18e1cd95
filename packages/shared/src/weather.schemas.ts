import { z } from 'zod';

/** The weather screen (spec 2, "Weather" and "Weather data"), from the town's forecast provider. */

/** One icon per kind of sky; the web app draws each with a lucide icon beside a text label. */
export const WEATHER_ICONS = [
  'clear-day',
  'clear-night',
  'partly-cloudy-day',
  'partly-cloudy-night',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'showers',
  'snow',
  'thunderstorm',
] as const;
export const WeatherIcon = z.enum(WEATHER_ICONS);
export type WeatherIcon = z.infer<typeof WeatherIcon>;

/** Spec: refreshed every 5 minutes on screen. */
export const WEATHER_REFRESH_MS = 5 * 60 * 1000;

export const WeatherCurrent = z.object({
  /** °C, rounded. */
  temperature: z.number(),
  /** Short French label of the sky ('Partiellement nuageux'). */
  condition: z.string(),
  /** Its precise wording ('Pluie modérée'). */
  description: z.string(),
  feelsLike: z.number(),
  /** %. */
  humidity: z.number(),
  /** km/h. */
  windSpeed: z.number(),
  /** Where the wind comes from, French compass ('NO'). */
  windDirection: z.string(),
  /** km, one decimal; null where the provider gives none. */
  visibility: z.number().nullable(),
  /** hPa at sea level. */
  pressure: z.number(),
  /** Of the current hour; null where the provider gives none. */
  uvIndex: z.number().nullable(),
  /** 'HH:MM', town time. */
  sunrise: z.string(),
  sunset: z.string(),
  icon: WeatherIcon,
});
export type WeatherCurrent = z.infer<typeof WeatherCurrent>;

export const WeatherHour = z.object({
  /** 'HH:MM', town time. */
  time: z.string(),
  temp: z.number(),
  condition: z.string(),
  icon: WeatherIcon,
  /** Chance of precipitation, %; null where the provider gives none. */
  precipitation: z.number().nullable(),
});
export type WeatherHour = z.infer<typeof WeatherHour>;

export const WeatherDay = z.object({
  /** 'YYYY-MM-DD', town calendar. */
  date: z.string(),
  /** "Aujourd'hui", 'Demain', then the weekday ('Lundi'). */
  day: z.string(),
  high: z.number(),
  low: z.number(),
  condition: z.string(),
  icon: WeatherIcon,
  precipitation: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof WeatherDay>;

export const WeatherForecast = z.object({
  current: WeatherCurrent,
  /** Up to 8 hours from the current one. */
  hourly: z.array(WeatherHour),
  /** Up to 7 days from today. */
  daily: z.array(WeatherDay),
});
export type WeatherForecast = z.infer<typeof WeatherForecast>;

/** GET /api/weather. */
export const WeatherData = WeatherForecast.extend({
  /** When the provider gave these data. */
  fetchedAt: z.iso.datetime(),
  /** True when the provider could not be reached and these are the last data it gave. */
  stale: z.boolean(),
});
export type WeatherData = z.infer<typeof WeatherData>;
