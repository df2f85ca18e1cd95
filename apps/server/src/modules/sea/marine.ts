import type { SeaState, Tide } from '@portmarin/shared';
import { z } from 'zod';

/** The hourly variables asked of Open-Meteo's marine API. */
export const MARINE_VARIABLES = [
  'sea_level_height_msl',
  'wave_height',
  'wave_direction',
  'wave_period',
  'sea_surface_temperature',
] as const;

const Series = z.array(z.number().nullable());

/**
 * The part of Open-Meteo's marine answer the page uses. Times are asked as Unix seconds
 * (`timeformat=unixtime`), which stay unambiguous across the clock changes of Europe/Paris.
 * Anything else (an error page, missing or misaligned series) is a failed fetch.
 */
export const MarineAnswer = z
  .object({
    hourly: z.object({
      time: z.array(z.number().int()).min(2),
      sea_level_height_msl: Series,
      wave_height: Series,
      wave_direction: Series,
      wave_period: Series,
      sea_surface_temperature: Series,
    }),
  })
  .refine(
    ({ hourly }) => MARINE_VARIABLES.every((name) => hourly[name].length === hourly.time.length),
    'Séries horaires de longueurs différentes',
  );

/** What is cached: the hourly series, times in milliseconds since 1970. */
export type MarineSeries = {
  times: number[];
  seaLevel: (number | null)[];
  waveHeight: (number | null)[];
  waveDirection: (number | null)[];
  wavePeriod: (number | null)[];
  waterTemperature: (number | null)[];
};

export function toMarineSeries(answer: z.infer<typeof MarineAnswer>): MarineSeries {
  const h = answer.hourly;
  return {
    times: h.time.map((s) => s * 1000),
    seaLevel: h.sea_level_height_msl,
    waveHeight: h.wave_height,
    waveDirection: h.wave_direction,
    wavePeriod: h.wave_period,
    waterTemperature: h.sea_surface_temperature,
  };
}

/** The provider's address for the town's point: four days from local midnight cover the next 48 h. */
export function marineRequestUrl(endpoint: string, coordinates: { lat: number; lon: number }): string {
  const url = new URL(endpoint);
  url.searchParams.set('latitude', String(coordinates.lat));
  url.searchParams.set('longitude', String(coordinates.lon));
  url.searchParams.set('hourly', MARINE_VARIABLES.join(','));
  url.searchParams.set('timezone', 'Europe/Paris');
  url.searchParams.set('timeformat', 'unixtime');
  url.searchParams.set('forecast_days', '4');
  return url.toString();
}

/** Asks the provider, within `timeoutMs`; a network error, a non-2xx answer or a bad body throws. */
export async function fetchMarine(url: string, timeoutMs: number): Promise<MarineSeries> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Fournisseur marin : HTTP ${res.status}`);
  return toMarineSeries(MarineAnswer.parse(await res.json()));
}

// ------------------------------------------------------------------ reading the series

/** The Douglas scale: upper bounds of significant wave height (m) and their French terms. */
const DOUGLAS: [upTo: number, label: string][] = [
  [0, 'Calme'],
  [0.1, 'Ridée'],
  [0.5, 'Belle'],
  [1.25, 'Peu agitée'],
  [2.5, 'Agitée'],
  [4, 'Forte'],
  [6, 'Très forte'],
  [9, 'Grosse'],
  [14, 'Très grosse'],
];

/**
 * The sea state of a significant wave height: 0 m is Calme; each class then runs from its lower
 * bound included to its upper bound excluded (0.1 m is Belle), except Très grosse, which keeps 14 m
 * (Énorme is beyond 14 m).
 */
export function douglasSeaState(waveHeight: number): { degree: number; label: string } {
  if (waveHeight <= 0) return { degree: 0, label: 'Calme' };
  for (let degree = 1; degree < DOUGLAS.length; degree++) {
    const upTo = DOUGLAS[degree]![0];
    if (waveHeight < upTo || (degree === DOUGLAS.length - 1 && waveHeight === upTo)) {
      return { degree, label: DOUGLAS[degree]![1] };
    }
  }
  return { degree: 9, label: 'Énorme' };
}

const HOUR = 60 * 60 * 1000;
export const TIDE_WINDOW_MS = 48 * HOUR;

/**
 * High and low waters: the local maxima and minima of the hourly sea level, each refined by the
 * parabola through it and its two neighbours (an hourly sample can miss the turn by 30 minutes).
 * A flat top counts once. Only turns after `from` and within `windowMs` are kept.
 */
export function extractTides(
  times: number[],
  levels: (number | null)[],
  from: number,
  windowMs = TIDE_WINDOW_MS,
): Tide[] {
  const points = times.flatMap((t, i) => (levels[i] == null ? [] : [{ t, v: levels[i] }]));
  const tides: Tide[] = [];
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1]!, points[i]!, points[i + 1]!];
    const type = b.v > a.v && b.v >= c.v ? 'high' : b.v < a.v && b.v <= c.v ? 'low' : null;
    if (!type) continue;
    // Vertex of the parabola through three equally spaced points, kept within half a step.
    const curvature = a.v - 2 * b.v + c.v;
    const step = (c.t - a.t) / 2;
    const offset = curvature === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (a.v - c.v) / (2 * curvature)));
    const time = b.t + offset * step;
    const height = b.v - ((a.v - c.v) * offset) / 4;
    if (time <= from || time > from + windowMs) continue;
    tides.push({ type, time: new Date(Math.round(time / 60000) * 60000).toISOString(), height: round2(height) });
  }
  return tides;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The index of the hour containing `now` (the first hour before the series starts, the last after). */
function currentIndex(times: number[], now: number): number {
  let index = 0;
  for (let i = 0; i < times.length; i++) if (times[i]! <= now) index = i;
  return index;
}

/** The series' value at `index`, or the nearest one within three hours when the provider left it out. */
function near(series: (number | null)[], index: number): number | null {
  for (let d = 0; d <= 3; d++) {
    const before = series[index - d];
    if (before != null) return before;
    const after = series[index + d];
    if (after != null) return after;
  }
  return null;
}

/** The conditions now: water temperature, sea state with the waves, and the tides to come. */
export function readConditions(
  series: MarineSeries,
  now: number,
): { waterTemperature: number | null; seaState: SeaState | null; tides: Tide[] } {
  const i = currentIndex(series.times, now);
  const temperature = near(series.waterTemperature, i);
  const waveHeight = near(series.waveHeight, i);
  const direction = near(series.waveDirection, i);
  const period = near(series.wavePeriod, i);
  return {
    waterTemperature: temperature == null ? null : round1(temperature),
    seaState:
      waveHeight == null
        ? null
        : {
            ...douglasSeaState(waveHeight),
            waveHeight: round2(waveHeight),
            waveDirection: direction == null ? null : Math.round(direction),
            wavePeriod: period == null ? null : round1(period),
          },
    tides: extractTides(series.times, series.seaLevel, now),
  };
}
