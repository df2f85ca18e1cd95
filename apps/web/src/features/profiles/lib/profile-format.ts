import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatCount } from '@/lib/format';

/** Spec: @username, falling back to the local part of the e-mail address. */
export function profileHandle(username: string | null | undefined, email?: string | null): string {
  const name = username?.trim() || email?.split('@')[0]?.trim() || '';
  return name ? `@${name}` : '';
}

/** French number formatting: 1247 → "1 247" (narrow no-break space), never below 0. */
export function formatProfileCount(value: number): string {
  return formatCount(Math.max(0, value));
}

/** "0 abonné", "1 abonné", "12 abonnés" (French: plural from 2). */
export function countLabel(value: number, singular: string, plural: string): string {
  return `${formatProfileCount(value)} ${value >= 2 ? plural : singular}`;
}

/** "Membre depuis mai 2025". */
export function memberSince(iso: string): string {
  return `Membre depuis ${format(new Date(iso), 'MMMM yyyy', { locale: fr })}`;
}
