import { countOf } from '@/lib/format';

/** What every CSV import's report carries: the lines read, kept and refused (the first ones listed, with why). */
export type CsvReportLines = {
  mode: 'preview' | 'import';
  lines: number;
  kept: number;
  refused: number;
  refusals: { line: number; reason: string }[];
};

/** The lines of the file: « 12 lignes lues : 11 retenues, 1 refusée ». */
export function linesSummary(report: Pick<CsvReportLines, 'lines' | 'kept' | 'refused'>): string {
  return `${countOf(report.lines, 'ligne lue', 'lignes lues')} : ${countOf(report.kept, 'retenue', 'retenues')}, ${countOf(report.refused, 'refusée', 'refusées')}`;
}

/** « Ligne 4 : numero : un nombre entier est attendu ». */
export function refusalText(refusal: CsvReportLines['refusals'][number]): string {
  return `Ligne ${refusal.line} : ${refusal.reason}`;
}

/** The refused lines the report does not list one by one, said at the end of the list; null when all are listed. */
export function unlistedRefusals(report: Pick<CsvReportLines, 'refused' | 'refusals'>): string | null {
  const rest = report.refused - report.refusals.length;
  return rest > 0 ? `… et ${countOf(rest, 'autre ligne refusée', 'autres lignes refusées')}` : null;
}

/** What the report's heading says: a preview wrote nothing, an import is done. */
export function reportHeading(report: Pick<CsvReportLines, 'mode'>): string {
  return report.mode === 'preview' ? 'Aperçu : rien n’est encore enregistré' : 'Import terminé';
}
