import type { NeighbourReport } from '@portmarin/shared';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { relativeTime } from '@/lib/format';
import { FollowButton } from './follow-button';
import { ReportTypeIcon } from './report-type-icon';
import { StatusBadge } from './status-badge';

/** Open reports like the one being written: the resident follows one rather than filing it twice. */
export function SimilarReports({ reports }: { reports: NeighbourReport[] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        Signalements similaires à proximité
      </h3>
      <p className="text-xs">
        Ce problème a peut-être déjà été signalé : cliquez sur « Moi aussi » pour le suivre au lieu d'en créer un
        nouveau.
      </p>
      <ul className="flex flex-col gap-2">
        {reports.map((report) => (
          <li key={report.id} className="flex flex-wrap items-center gap-3 rounded-md bg-card p-2 text-card-foreground">
            <ReportTypeIcon type={report.type} className="size-8" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{report.title}</span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                {report.locationText && (
                  <>
                    <MapPin aria-hidden="true" className="size-3" />
                    {report.locationText} ·{' '}
                  </>
                )}
                {relativeTime(report.createdAt)}
              </span>
            </div>
            <StatusBadge status={report.status} />
            <FollowButton report={report} />
          </li>
        ))}
      </ul>
    </section>
  );
}
