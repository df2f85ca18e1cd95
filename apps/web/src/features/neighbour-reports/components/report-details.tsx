import {
  NEIGHBOUR_REPORT_NOTE_MAX_LENGTH,
  NEIGHBOUR_REPORT_STATUS_LABELS,
  NEIGHBOUR_REPORT_STATUSES,
  type NeighbourReportDetail,
  type NeighbourReportStatus,
} from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CivicComments } from '@/features/civic-comments';
import { LoadError } from '@/components/load-error';
import { textareaClass } from '@/components/ui/textarea';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { useSession } from '@/lib/auth';
import { fullDateTime } from '@/lib/format';
import { isStaff } from '@/lib/roles';
import { toastRequestError } from '@/lib/toasts';
import { useChangeStatus } from '../api/change-status';
import { useReport } from '../api/get-report';
import { neighbourReportKeys } from '../api/keys';
import { useReopenReport } from '../api/reopen-report';
import { StatusBadge } from './status-badge';

type Heading = 'h3' | 'h4';

/** The expanded part of a report: its history, the moderators' status form, reopening, comments. */
export function ReportDetails({
  reportId,
  commentsCount,
  headingLevel = 'h4',
}: {
  reportId: string;
  commentsCount?: number;
  /** One level under the card's title. */
  headingLevel?: Heading;
}) {
  const report = useReport(reportId);
  const session = useSession();
  const queryClient = useQueryClient();
  const me = session.status === 'ready' ? session.user : null;
  const moderator = isStaff(me);

  if (report.isPending) {
    return <LoadingStatus className="py-4" />;
  }
  if (report.isError) {
    return (
      <LoadError title="Impossible de charger le suivi" error={report.error} onRetry={() => void report.refetch()} />
    );
  }
  const data = report.data;
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      <History report={data} Heading={headingLevel} />
      {moderator && <StatusForm report={data} Heading={headingLevel} />}
      {data.canReopen && <ReopenForm report={data} Heading={headingLevel} />}
      <CivicComments
        subjectType="neighbour_report"
        subjectId={data.id}
        onCountChange={(total) => {
          // The card's counter follows the discussion.
          if (commentsCount !== undefined && total !== commentsCount) {
            void queryClient.invalidateQueries({ queryKey: neighbourReportKeys.all });
          }
        }}
      />
    </div>
  );
}

function History({ report, Heading }: { report: NeighbourReportDetail; Heading: Heading }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <Heading id={titleId} className="text-sm font-semibold">
        Historique
      </Heading>
      <ol className="flex flex-col gap-2 border-l-2 border-border pl-4">
        {report.history.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                {fullDateTime(entry.createdAt)}
              </time>
            </div>
            {entry.note && <p className="break-words">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground disabled:opacity-60';

/** Moderators and admins: the new status and a note for the residents who follow the report. */
function StatusForm({ report, Heading }: { report: NeighbourReportDetail; Heading: Heading }) {
  const change = useChangeStatus();
  const known = (NEIGHBOUR_REPORT_STATUSES as readonly string[]).includes(report.status);
  const [status, setStatus] = useState<NeighbourReportStatus>(
    known ? (report.status as NeighbourReportStatus) : 'nouveau',
  );
  const [note, setNote] = useState('');
  const ids = { status: useId(), note: useId() };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { id: report.id, input: { status, note: note.trim() || null } },
      {
        onSuccess: () => {
          toast.success('Statut mis à jour', {
            description: `Le signalement est maintenant « ${NEIGHBOUR_REPORT_STATUS_LABELS[status]} ».`,
          });
          setNote('');
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      aria-busy={change.isPending}
    >
      <Heading className="text-sm font-semibold">Modération : changer le statut</Heading>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.status}>Nouveau statut</Label>
        <select
          id={ids.status}
          className={selectClass}
          value={status}
          onChange={(e) => setStatus(e.target.value as NeighbourReportStatus)}
        >
          {NEIGHBOUR_REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {NEIGHBOUR_REPORT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.note}>Note pour les résidents (facultatif)</Label>
        <textarea
          id={ids.note}
          className={textareaClass}
          value={note}
          maxLength={NEIGHBOUR_REPORT_NOTE_MAX_LENGTH}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" className="self-end" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        Mettre à jour le statut
      </Button>
    </form>
  );
}

/** The reporter, within 30 days of the resolution: the problem is back. */
function ReopenForm({ report, Heading }: { report: NeighbourReportDetail; Heading: Heading }) {
  const reopen = useReopenReport();
  const [note, setNote] = useState('');
  const noteId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    reopen.mutate(
      { id: report.id, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success('Signalement rouvert', {
            description: 'Les services et les voisins qui le suivent sont prévenus.',
          });
          setNote('');
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      aria-busy={reopen.isPending}
    >
      <Heading className="text-sm font-semibold">Le problème persiste ?</Heading>
      <p className="text-xs text-muted-foreground">
        Vous pouvez rouvrir votre signalement dans les 30 jours qui suivent sa résolution.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={noteId}>Précisez ce qui persiste (facultatif)</Label>
        <textarea
          id={noteId}
          className={textareaClass}
          value={note}
          maxLength={NEIGHBOUR_REPORT_NOTE_MAX_LENGTH}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" className="self-end" disabled={reopen.isPending}>
        {reopen.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
        Rouvrir le signalement
      </Button>
    </form>
  );
}
