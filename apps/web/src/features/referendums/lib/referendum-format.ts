import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatOneDecimal } from '@/lib/format';

/** Spec: percentages with one decimal, French style: 62.5 → « 62,5 % » (no-break space). */
export function formatPercent(value: number): string {
  return `${formatOneDecimal(value)}\u00a0%`;
}

/** 'N votes', in French: 0 and 1 take the singular. */
export function votesLabel(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? 'votes' : 'vote'}`;
}

/** When it ends, or ended: « Fin le 12 décembre 2026 », « Terminé le 3 novembre 2026 ». */
export function endLabel(referendum: { status: 'active' | 'closed'; endsAt: string; closedAt: string | null }): string {
  const ended = referendum.closedAt ?? referendum.endsAt;
  const day = (iso: string) => format(new Date(iso), 'd MMMM yyyy', { locale: fr });
  return referendum.status === 'active' ? `Fin le ${day(referendum.endsAt)}` : `Terminé le ${day(ended)}`;
}
