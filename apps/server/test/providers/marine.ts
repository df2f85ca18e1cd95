import { addDays, townLocalTime } from '../../src/lib/town-time.ts';

/** Open-Meteo's marine answer for the tests and the e2e server, hours from midnight today, town time. */
export function marineAnswer(now: Date): Record<string, unknown> {
  const today = townLocalTime(now).slice(0, 10);
  const time = Array.from(
    { length: 7 * 24 },
    (_, i) => `${addDays(today, Math.floor(i / 24))}T${String(i % 24).padStart(2, '0')}:00`,
  );
  return {
    latitude: 47.7,
    longitude: -3.4,
    timezone: 'Europe/Paris',
    hourly: { time, wave_height: time.map((_, i) => Math.round((0.8 + 0.4 * Math.sin(i / 6)) * 100) / 100) },
  };
}
