import type { AddressImportRefusal, AddressImportReport } from '@portmarin/shared';
import { formatCount } from '@/lib/format';

/** « 1 adresse », « 2 adresses »: French keeps 0 and 1 singular. */
export function countOf(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value > 1 ? many : one}`;
}

/** The lines of the file: « 12 lignes lues : 11 retenues, 1 refusée ». */
export function linesSummary(report: Pick<AddressImportReport, 'lines' | 'kept' | 'refused'>): string {
  return `${countOf(report.lines, 'ligne lue', 'lignes lues')} : ${countOf(report.kept, 'retenue', 'retenues')}, ${countOf(report.refused, 'refusée', 'refusées')}`;
}

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

/** « Ligne 4 : numero : un nombre entier est attendu ». */
export function refusalText(refusal: AddressImportRefusal): string {
  return `Ligne ${refusal.line} : ${refusal.reason}`;
}

/** The refused lines the report does not list one by one, said at the end of the list; null when all are listed. */
export function unlistedRefusals(report: Pick<AddressImportReport, 'refused' | 'refusals'>): string | null {
  const rest = report.refused - report.refusals.length;
  return rest > 0 ? `… et ${countOf(rest, 'autre ligne refusée', 'autres lignes refusées')}` : null;
}

/** What the report's heading says: a preview wrote nothing, an import is done. */
export function reportHeading(report: Pick<AddressImportReport, 'mode'>): string {
  return report.mode === 'preview' ? 'Aperçu : rien n’est encore enregistré' : 'Import terminé';
}

/** What a preview retiring addresses warns of, or null: they leave the picker, verifications keep them. */
export function retirementWarning(report: Pick<AddressImportReport, 'mode' | 'retired'>): string | null {
  if (report.mode !== 'preview' || report.retired === 0) return null;
  return `Attention : ${countOf(report.retired, 'adresse absente', 'adresses absentes')} de ce fichier ne ${report.retired > 1 ? 'seront' : 'sera'} plus proposée${report.retired > 1 ? 's' : ''} aux habitants. Les vérifications qui les nomment les gardent.`;
}
