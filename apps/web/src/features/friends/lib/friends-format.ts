import { formatCount } from '@/lib/format';

/** The mutual friends line of a suggestion: 'N amis en commun'. */
export const mutualLabel = (n: number): string =>
  n === 0 ? 'Aucun ami en commun' : n === 1 ? '1 ami en commun' : `${formatCount(n)} amis en commun`;

/** A day as residents read it: « 3 mars 2026 ». */
export const dayLabel = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
