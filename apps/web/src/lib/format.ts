import { format, formatDistance } from 'date-fns';
import { fr } from 'date-fns/locale';

/** Two-letter initials for an avatar placeholder ("Marie Le Goff" → "ML"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** Spec: full name, then username, then 'Utilisateur'. */
export function displayName(user: { name?: string | null; username?: string | null }): string {
  return user.name?.trim() || user.username?.trim() || 'Utilisateur';
}

/** Who signs a post: the business page it was written on, else its author (issue 28). */
export function postSignerName(post: {
  author: { name?: string | null; username?: string | null };
  page: { name: string } | null;
}): string {
  return displayName(post.page ?? post.author);
}

/** French relative time with suffix: "il y a 15 minutes". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  return formatDistance(new Date(iso), now, { addSuffix: true, locale: fr });
}

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** French grouping with a narrow no-break space: 1247 → "1 247". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** One decimal with a comma: 4.8 → "4,8", 5 → "5,0". */
export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/**
 * Today's date at the top of the feed: "Vendredi 27 novembre 2026". French writes weekdays and months
 * in lower case; only the first letter is raised, as the line starts with it.
 */
export function longDate(date: Date): string {
  const text = format(date, 'EEEE d MMMM yyyy', { locale: fr });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "25 novembre 2026 à 07:26", as Intl's French long date with a short time. */
export function fullDateTime(iso: string): string {
  return format(new Date(iso), "d MMMM yyyy 'à' HH:mm", { locale: fr });
}

/** "0 membre", "1 membre", "12 membres" (French: plural from 2). */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(Math.max(0, value))} ${value >= 2 ? plural : singular}`;
}

/** The parts that are set, on one line: « Groupe public · 12 membres ». */
export const detailLine = (...parts: Array<string | null | undefined | false>) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');

const EXCERPT_LENGTH = 120;

/** A text on one line, cut at 120 characters. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
