/**
 * The town's clock. Outside providers are asked for this zone (Open-Meteo's `timezone`) and answer
 * in its local time ('2026-11-27T17:00', no offset), so "now" is read on the same clock.
 */
export const TOWN_TIME_ZONE = 'Europe/Paris';

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TOWN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `date` on the town's clock as 'YYYY-MM-DDTHH:mm', the shape of Open-Meteo's local times. */
export function townLocalTime(date: Date): string {
  const part = Object.fromEntries(localParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The calendar day `days` after 'YYYY-MM-DD', as 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
