import type { WeatherDay, WeatherForecast, WeatherHour, WeatherIcon } from '@portmarin/shared';
import { addDays, townLocalTime } from '../../lib/town-time.ts';
import type { OpenMeteoForecast } from './weather.provider.ts';

/** Spec: 8 hourly entries, 7 daily entries. */
export const HOURLY_COUNT = 8;
export const DAILY_COUNT = 7;

type Sky = { condition: string; description: string; icon: WeatherIcon };

/** Day or night: a clear sky shows a sun or a moon. */
function sky(condition: string, description: string, icon: WeatherIcon): (day: boolean) => Sky {
  return () => ({ condition, description, icon });
}

/** WMO weather interpretation codes (the ones Open-Meteo uses), in French. */
const WMO: Record<number, (day: boolean) => Sky> = {
  0: (day) => ({
    condition: day ? 'Ensoleillé' : 'Dégagé',
    description: 'Ciel dégagé',
    icon: day ? 'clear-day' : 'clear-night',
  }),
  1: (day) => ({
    condition: 'Peu nuageux',
    description: 'Ciel principalement dégagé',
    icon: day ? 'partly-cloudy-day' : 'partly-cloudy-night',
  }),
  2: (day) => ({
    condition: 'Partiellement nuageux',
    description: 'Ciel partiellement nuageux',
    icon: day ? 'partly-cloudy-day' : 'partly-cloudy-night',
  }),
  3: sky('Couvert', 'Ciel couvert', 'cloudy'),
  45: sky('Brouillard', 'Brouillard', 'fog'),
  48: sky('Brouillard', 'Brouillard givrant', 'fog'),
  51: sky('Bruine', 'Bruine légère', 'drizzle'),
  53: sky('Bruine', 'Bruine modérée', 'drizzle'),
  55: sky('Bruine', 'Bruine dense', 'drizzle'),
  56: sky('Bruine verglaçante', 'Bruine verglaçante légère', 'drizzle'),
  57: sky('Bruine verglaçante', 'Bruine verglaçante dense', 'drizzle'),
  61: sky('Pluie', 'Pluie faible', 'rain'),
  63: sky('Pluie', 'Pluie modérée', 'rain'),
  65: sky('Pluie', 'Pluie forte', 'rain'),
  66: sky('Pluie verglaçante', 'Pluie verglaçante faible', 'rain'),
  67: sky('Pluie verglaçante', 'Pluie verglaçante forte', 'rain'),
  71: sky('Neige', 'Chute de neige faible', 'snow'),
  73: sky('Neige', 'Chute de neige modérée', 'snow'),
  75: sky('Neige', 'Chute de neige forte', 'snow'),
  77: sky('Neige', 'Grains de neige', 'snow'),
  80: sky('Averses', 'Averses de pluie faibles', 'showers'),
  81: sky('Averses', 'Averses de pluie modérées', 'showers'),
  82: sky('Averses', 'Averses de pluie violentes', 'showers'),
  85: sky('Averses de neige', 'Averses de neige faibles', 'snow'),
  86: sky('Averses de neige', 'Averses de neige fortes', 'snow'),
  95: sky('Orage', 'Orage faible ou modéré', 'thunderstorm'),
  96: sky('Orage', 'Orage avec grêle faible', 'thunderstorm'),
  99: sky('Orage', 'Orage avec grêle forte', 'thunderstorm'),
};

/** A code outside the WMO table (never sent so far): said plainly rather than guessed. */
const UNKNOWN_SKY: Sky = { condition: 'Conditions inconnues', description: 'Conditions inconnues', icon: 'cloudy' };

export function weatherSky(code: number, day = true): Sky {
  return WMO[code]?.(day) ?? UNKNOWN_SKY;
}

/** French 8-point compass, from the direction the wind blows from: 315° → 'NO'. */
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO'] as const;

export function compassLabel(degrees: number): string {
  const normalized = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalized / 45) % COMPASS.length]!;
}

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

/** 'Aujourd'hui', 'Demain', then the weekday with a capital ('Lundi'), from the town's today. */
export function dayLabel(day: string, today: string): string {
  if (day === today) return "Aujourd'hui";
  if (day === addDays(today, 1)) return 'Demain';
  const name = weekday.format(new Date(`${day}T12:00:00Z`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const round = (value: number) => Math.round(value);
const hourOf = (localTime: string) => localTime.slice(11, 16);

/**
 * The screen's data from a cached provider answer, read at `now`: the 8 hours from the current
 * hour and the 7 days from today, so an older answer (served while the provider is down) never
 * shows past hours or calls yesterday 'Aujourd'hui'. Current conditions are those of the answer.
 */
export function toWeatherForecast(answer: OpenMeteoForecast, now: Date): WeatherForecast {
  const { current, hourly, daily } = answer;
  const local = townLocalTime(now);
  const thisHour = `${local.slice(0, 13)}:00`;
  const today = local.slice(0, 10);

  const firstHour = hourly.time.findIndex((time) => time >= thisHour);
  const hours: WeatherHour[] = (firstHour === -1 ? [] : hourly.time.slice(firstHour, firstHour + HOURLY_COUNT)).map(
    (time, i) => {
      const at = firstHour + i;
      const { condition, icon } = weatherSky(hourly.weather_code[at]!, hourly.is_day[at] === 1);
      const precipitation = hourly.precipitation_probability[at];
      return {
        time: hourOf(time),
        temp: round(hourly.temperature_2m[at]!),
        condition,
        icon,
        precipitation: nullableRound(precipitation),
      };
    },
  );

  const days: WeatherDay[] = [];
  daily.time.forEach((date, at) => {
    if (date < today || days.length >= DAILY_COUNT) return;
    const { condition, icon } = weatherSky(daily.weather_code[at]!);
    days.push({
      date,
      day: dayLabel(date, today),
      high: round(daily.temperature_2m_max[at]!),
      low: round(daily.temperature_2m_min[at]!),
      condition,
      icon,
      precipitation: nullableRound(daily.precipitation_probability_max[at]),
    });
  });

  // Sunrise and sunset of the day the current conditions were observed, visibility and UV of their hour.
  const observedDay = daily.time.indexOf(current.time.slice(0, 10));
  const sunDay = observedDay === -1 ? 0 : observedDay;
  const observedHour = Math.max(0, hourly.time.indexOf(`${current.time.slice(0, 13)}:00`));
  const visibility = hourly.visibility[observedHour];
  const { condition, description, icon } = weatherSky(current.weather_code, current.is_day === 1);
  return {
    current: {
      temperature: round(current.temperature_2m),
      condition,
      description,
      feelsLike: round(current.apparent_temperature),
      humidity: round(current.relative_humidity_2m),
      windSpeed: round(current.wind_speed_10m),
      windDirection: compassLabel(current.wind_direction_10m),
      visibility: visibility === null || visibility === undefined ? null : Math.round(visibility / 100) / 10,
      pressure: round(current.pressure_msl),
      uvIndex: nullableRound(hourly.uv_index[observedHour]),
      sunrise: hourOf(daily.sunrise[sunDay]!),
      sunset: hourOf(daily.sunset[sunDay]!),
      icon,
    },
    hourly: hours,
    daily: days,
  };
}

function nullableRound(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : round(value);
}
