import type { AddressImportReport } from '@portmarin/shared';
import { countOf } from '@/lib/format';

export type ChangeKind = 'added' | 'changed' | 'restored' | 'retired' | 'unchanged';

const CHANGE_WORDS: Record<ChangeKind, [string, string]> = {
  added: ['nouvelle adresse', 'nouvelles adresses'],
  changed: ['adresse modifiée', 'adresses modifiées'],
  restored: ['adresse revenue', 'adresses revenues'],
  retired: ['adresse retirée', 'adresses retirées'],
  unchanged: ['adresse inchangée', 'adresses inchangées'],
};

/** The changes of an import, in the order an admin checks them: what comes, what changes, what goes. */
export function changeLines(report: Pick<AddressImportReport, ChangeKind>): { kind: ChangeKind; text: string }[] {
  return (Object.keys(CHANGE_WORDS) as ChangeKind[]).map((kind) => ({
    kind,
    text: countOf(report[kind], ...CHANGE_WORDS[kind]),
  }));
}

/** The heading of a kind's examples: « Nouvelles adresses », « Adresses retirées »… */
export function changeHeading(kind: ChangeKind): string {
  const text = CHANGE_WORDS[kind][1];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a preview retiring addresses warns of, or null: they leave the picker, verifications keep them. */
export function retirementWarning(report: Pick<AddressImportReport, 'mode' | 'retired'>): string | null {
  if (report.mode !== 'preview' || report.retired === 0) return null;
  return `Attention : ${countOf(report.retired, 'adresse absente', 'adresses absentes')} de ce fichier ne ${report.retired > 1 ? 'seront' : 'sera'} plus proposée${report.retired > 1 ? 's' : ''} aux habitants. Les vérifications qui les nomment les gardent.`;
}
