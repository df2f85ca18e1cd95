import {
  BEACH_FLAG_LABELS,
  NO_FLAG_LABEL,
  TIDE_LABELS,
  WATER_NOTICE_LEVEL_LABELS,
  type BeachFlagColour,
  type Tide,
  type WaterNoticeLevel,
} from '@portmarin/shared';
import { format, isSameDay, addDays } from 'date-fns';
import { fr } from 'date-fns/locale';
import { fullDateTime, relativeTime } from '@/lib/format';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedOneDecimal = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** 13.6 → '13,6 °C'. */
export const celsius = (value: number) => `${oneDecimal.format(value)} °C`;

/** 0.8 → '0,8 m'. */
export const metres = (value: number) => `${oneDecimal.format(value)} m`;

/** A tide's height against mean sea level: 2.1 → '+2,1 m', −1.95 → '-2,0 m'. */
export const tideHeight = (value: number) => `${signedOneDecimal.format(value)} m`;

/** 7.5 → '7,5 s'. */
export const seconds = (value: number) => `${oneDecimal.format(value)} s`;

const COMPASS = ['Nord', 'Nord-Est', 'Est', 'Sud-Est', 'Sud', 'Sud-Ouest', 'Ouest', 'Nord-Ouest'];

/** Where the waves come from, as eight compass points: 285 → 'Ouest'. */
export function compassPoint(degrees: number): string {
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalised / 45) % 8]!;
}

/** 'HH:MM' of an instant on the device's clock. */
export const clockTime = (iso: string) => format(new Date(iso), 'HH:mm');

/** 'Aujourd’hui', 'Demain', then the weekday ('Dimanche'), on the device's clock. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return 'Aujourd’hui';
  if (isSameDay(date, addDays(now, 1))) return 'Demain';
  const weekday = format(date, 'EEEE', { locale: fr });
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

/** 'Pleine mer' or 'Basse mer'. */
export const tideLabel = (tide: Tide) => TIDE_LABELS[tide.type];

/** 'Données du 27 novembre 2026 à 16:55 (il y a 5 minutes)': how old the shown data are. */
export function dataAge(iso: string, now: Date = new Date()): string {
  return `Données du ${fullDateTime(iso)} (${relativeTime(iso, now)})`;
}

/** 'Vert' / 'Baignade surveillée sans danger'; no flag: 'Pas de surveillance'. */
export function flagText(colour: BeachFlagColour | null): { label: string; meaning: string | null } {
  if (!colour) return { label: NO_FLAG_LABEL, meaning: null };
  return BEACH_FLAG_LABELS[colour];
}

/**
 * The flag's badge: its colour as a solid fill with text at AA contrast, the same in both themes
 * (a flag's colour does not change with the theme). Never the only cue: the badge says the colour.
 */
export const FLAG_BADGE_CLASS: Record<BeachFlagColour | 'none', string> = {
  green: 'bg-green-800 text-white',
  yellow: 'bg-yellow-300 text-yellow-950',
  red: 'bg-red-700 text-white',
  none: 'border border-border bg-muted text-foreground',
};

export const noticeLevelLabel = (level: WaterNoticeLevel) => WATER_NOTICE_LEVEL_LABELS[level];

/** Good water green, middling yellow, bad or alerts red: dark text on a pale fill, the reverse in the dark theme. */
export const NOTICE_BADGE_CLASS: Record<WaterNoticeLevel, string> = {
  excellent: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  good: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  sufficient: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50',
  poor: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  not_advised: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  pollution: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};

/** 'Jusqu’au 30 juin 2026 à 23:59'. */
export const untilLabel = (iso: string) => `Jusqu’au ${fullDateTime(iso)}`;

/** 'Publié le 27 novembre 2026 à 16:55'. */
export const publishedLabel = (iso: string) => `Publié le ${fullDateTime(iso)}`;
