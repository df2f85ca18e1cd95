/**
 * Open-Meteo's marine answer (`timeformat=unixtime`, `timezone=Europe/Paris`) for the tests and the
 * e2e server: four days of hours from midnight today on the town's clock, as the provider sends
 * them. The sea level follows a semi-diurnal tide (one high water every 12 h 25 min, the first at
 * STUB_TIDE_EPOCH), so high and low waters always lie ahead; the other values are fixed so that
 * tests can name them.
 */
export const STUB_MARINE = {
  /** °C: the page shows '13,6 °C'. */
  waterTemperature: 13.6,
  /** Metres: 'Peu agitée' on the Douglas scale. */
  waveHeight: 0.8,
  /** Waves from the west-north-west. */
  waveDirection: 285,
  wavePeriod: 7.5,
  /** Metres above mean sea level at high water (and below it at low water). */
  tideAmplitude: 2.1,
};

/** The semi-diurnal tide's period: 12 h 25 min. */
export const STUB_TIDE_PERIOD_MS = (12 * 60 + 25) * 60 * 1000;
/** A high water of the stub's tide; the others follow every STUB_TIDE_PERIOD_MS. */
export const STUB_TIDE_EPOCH = Date.UTC(2026, 0, 1, 3, 10);

const HOUR = 60 * 60 * 1000;

/** The stub's sea level at `time`: a cosine, high water at the epoch and every period after. */
export function stubSeaLevel(time: number): number {
  return STUB_MARINE.tideAmplitude * Math.cos((2 * Math.PI * (time - STUB_TIDE_EPOCH)) / STUB_TIDE_PERIOD_MS);
}

/** The hour on the town's clock (0–23) and its offset from UTC in seconds, at `now`. */
function parisClock(now: Date): { hour: number; offsetSeconds: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const offsetSeconds = Math.round((asUtc - Math.floor(now.getTime() / 60000) * 60000) / 1000);
  return { hour: get('hour'), offsetSeconds };
}

export function marineAnswer(now: Date): Record<string, unknown> {
  const { hour, offsetSeconds } = parisClock(now);
  const midnight = Math.floor(now.getTime() / HOUR) * HOUR - hour * HOUR;
  const times = Array.from({ length: 4 * 24 }, (_, i) => midnight + i * HOUR);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    latitude: 47.75,
    longitude: -3.375,
    generationtime_ms: 0.31,
    utc_offset_seconds: offsetSeconds,
    timezone: 'Europe/Paris',
    timezone_abbreviation: offsetSeconds === 7200 ? 'CEST' : 'CET',
    elevation: 0,
    hourly_units: {
      time: 'unixtime',
      sea_level_height_msl: 'm',
      wave_height: 'm',
      wave_direction: '°',
      wave_period: 's',
      sea_surface_temperature: '°C',
    },
    hourly: {
      time: times.map((t) => t / 1000),
      sea_level_height_msl: times.map((t) => round(stubSeaLevel(t))),
      wave_height: times.map(() => STUB_MARINE.waveHeight),
      wave_direction: times.map(() => STUB_MARINE.waveDirection),
      wave_period: times.map(() => STUB_MARINE.wavePeriod),
      sea_surface_temperature: times.map(() => STUB_MARINE.waterTemperature),
    },
  };
}
