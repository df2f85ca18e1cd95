import type { AddressImportReport } from '@portmarin/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  changeHeading,
  changeLines,
  linesSummary,
  refusalText,
  reportHeading,
  retirementWarning,
  unlistedRefusals,
} from '../lib/report';

const EXAMPLE_KINDS = ['added', 'changed', 'restored', 'retired'] as const;

/** A preview's or an import's report: the lines kept and refused (with why), then what changes. */
export function ImportReport({ report, children }: { report: AddressImportReport; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The report replaces the form's focus: a screen reader hears its heading first.
  useEffect(() => heading.current?.focus(), [report]);
  const rest = unlistedRefusals(report);
  const warning = retirementWarning(report);

  return (
    <section
      aria-labelledby="addresses-report"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="addresses-report" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {reportHeading(report)}
      </h2>
      <p>{linesSummary(report)}</p>
      <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {changeLines(report).map(({ kind, text }) => (
          <li key={kind}>{text}</li>
        ))}
      </ul>
      {warning && <p className="text-sm font-medium">{warning}</p>}

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

      {EXAMPLE_KINDS.filter((kind) => report.examples[kind].length > 0).map((kind) => (
        <div key={kind} className="flex flex-col gap-1">
          <h3 className="font-semibold">
            {changeHeading(kind)} ({report[kind]})
          </h3>
          <ul className="flex flex-col gap-0.5 text-sm">
            {report.examples[kind].map((address) => (
              <li key={address.id} className="break-words">
                {address.label}
              </li>
            ))}
          </ul>
          {report[kind] > report.examples[kind].length && (
            <p className="text-sm text-muted-foreground">Les {report.examples[kind].length} premières seulement.</p>
          )}
        </div>
      ))}
      {children}
    </section>
  );
}
