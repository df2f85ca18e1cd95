import { formatDistance } from 'date-fns';
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

/** French relative time with suffix: "il y a 15 minutes". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  return formatDistance(new Date(iso), now, { addSuffix: true, locale: fr });
}
