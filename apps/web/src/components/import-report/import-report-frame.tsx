import { useEffect, useId, useRef, type ReactNode } from 'react';
import { linesSummary, refusalText, reportHeading, unlistedRefusals, type CsvReportLines } from './report-text';

/**
 * A CSV import's report, whatever the file: its heading (a preview wrote nothing), the lines kept
 * and refused, `changes` (what the import does to the data, the owner's words), the refused lines
 * with their reason, then `children` (the « Importer » button of a preview).
 */
export function ImportReportFrame({
  report,
  changes,
  children,
}: {
  report: CsvReportLines;
  changes?: ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The report replaces the form's focus: a screen reader hears its heading first.
  useEffect(() => heading.current?.focus(), [report]);
  const rest = unlistedRefusals(report);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {reportHeading(report)}
      </h2>
      <p>{linesSummary(report)}</p>
      {changes}

      {report.refusals.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">Lignes refusées</h3>
          <ol className="flex flex-col gap-1 text-sm">
            {report.refusals.map((refusal) => (
              <li key={refusal.line} className="break-words">
                {refusalText(refusal)}
              </li>
            ))}
          </ol>
          {rest && <p className="text-sm text-muted-foreground">{rest}</p>}
        </div>
      )}
      {children}
    </section>
  );
}
