import type { AddressImportReport } from '@portmarin/shared';
import type { ReactNode } from 'react';
import { ImportReportFrame } from '@/components/import-report/import-report-frame';
import { changeHeading, changeLines, retirementWarning } from '../lib/report';

const EXAMPLE_KINDS = ['added', 'changed', 'restored', 'retired'] as const;

/** A preview's or an import's report: the lines kept and refused (with why), then what changes. */
export function ImportReport({ report, children }: { report: AddressImportReport; children?: ReactNode }) {
  const warning = retirementWarning(report);

  return (
    <ImportReportFrame
      report={report}
      changes={
        <>
          <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
            {changeLines(report).map(({ kind, text }) => (
              <li key={kind}>{text}</li>
            ))}
          </ul>
          {warning && <p className="text-sm font-medium">{warning}</p>}
        </>
      }
    >
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
    </ImportReportFrame>
  );
}
