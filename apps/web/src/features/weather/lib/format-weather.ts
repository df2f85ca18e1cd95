import { format } from 'date-fns';
import { fullDateTime, relativeTime } from '@/lib/format';

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 14 → '14°', −3 → '-3°' (a temperature on the screen; °C in the details). */
export const degrees = (value: number) => `${whole.format(value)}°`;

/** 24.1 → '24,1 km'. */
export const kilometres = (value: number) => `${oneDecimal.format(value)} km`;

/** 1018 → '1 018 hPa' (French grouping). */
export const hectopascals = (value: number) => `${whole.format(value)} hPa`;

/** 'HH:MM' of an instant, on the device's clock. */
export const clockTime = (iso: string) => format(new Date(iso), 'HH:mm');

/** 'Données du 27 novembre 2026 à 16:55 (il y a 5 minutes)': how old the shown data are. */
export function dataAge(iso: string, now: Date = new Date()): string {
  return `Données du ${fullDateTime(iso)} (${relativeTime(iso, now)})`;
}
