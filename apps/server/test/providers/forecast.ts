import { addDays, townLocalTime } from '../../src/lib/town-time.ts';
import type { OpenMeteoForecast } from '../../src/modules/weather/weather.provider.ts';

/**
 * Open-Meteo's forecast answer for the tests and the e2e server, with times relative to `now` on
 * the town's clock (hours from midnight today, seven days from today), so "the next 8 hours" and
 * "the next 7 days" always exist. Values are fixed so that tests can name them.
 */
export const STUB_CURRENT = {
  temperature: 14.3,
  feelsLike: 12.2,
  humidity: 78,
  /** Partly cloudy. */
  weatherCode: 2,
  pressure: 1017.6,
  windSpeed: 18.4,
  /** North-west: 'NO'. */
  windDirection: 315,
  /** Metres. */
  visibility: 24_140,
  uvIndex: 3.4,
};

/** One week's skies, day by day: sun, cloud, rain, showers, drizzle, fog, storm. */
const DAILY_CODES = [2, 3, 63, 80, 51, 45, 95];
const HOURLY_CODES = [0, 1, 2, 3, 61, 80];

export function forecastAnswer(now: Date): OpenMeteoForecast & Record<string, unknown> {
  const local = townLocalTime(now);
  const today = local.slice(0, 10);
  const days = DAILY_CODES.map((_, i) => addDays(today, i));
  const hours = days.flatMap((day) => Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}:00`));
  const quarter = String(Math.floor(Number(local.slice(14, 16)) / 15) * 15).padStart(2, '0');
  return {
    latitude: 47.74,
    longitude: -3.36,
    generationtime_ms: 0.2,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Paris',
    timezone_abbreviation: 'GMT+1',
    elevation: 12,
    current_units: { temperature_2m: '°C', wind_speed_10m: 'km/h', visibility: 'm', pressure_msl: 'hPa' },
    current: {
      time: `${local.slice(0, 14)}${quarter}`,
      temperature_2m: STUB_CURRENT.temperature,
      relative_humidity_2m: STUB_CURRENT.humidity,
      apparent_temperature: STUB_CURRENT.feelsLike,
      is_day: 1,
      weather_code: STUB_CURRENT.weatherCode,
      pressure_msl: STUB_CURRENT.pressure,
      wind_speed_10m: STUB_CURRENT.windSpeed,
      wind_direction_10m: STUB_CURRENT.windDirection,
    },
    hourly: {
      time: hours,
      temperature_2m: hours.map((_, i) => Math.round((11 + 4 * Math.sin(((i % 24) - 9) * (Math.PI / 12))) * 10) / 10),
      weather_code: hours.map((_, i) => HOURLY_CODES[i % HOURLY_CODES.length]!),
      precipitation_probability: hours.map((_, i) => (i * 7) % 100),
      is_day: hours.map((_, i) => (i % 24 >= 8 && i % 24 < 18 ? 1 : 0)),
      // Every hour alike: the current one's is shown, whenever the test runs.
      visibility: hours.map(() => STUB_CURRENT.visibility),
      uv_index: hours.map((_, i) => (i < hours.length - 24 ? STUB_CURRENT.uvIndex : null)),
    },
    daily: {
      time: days,
      weather_code: DAILY_CODES,
      temperature_2m_max: days.map((_, i) => 15.4 - i * 0.6),
      temperature_2m_min: days.map((_, i) => 8.2 - i * 0.4),
      precipitation_probability_max: days.map((_, i) => (i === 6 ? null : i * 15)),
      sunrise: days.map((day) => `${day}T08:21`),
      sunset: days.map((day) => `${day}T17:12`),
    },
  };
}
