import { AD_REQUEST_STATUS_LABELS, type AdRequest } from '@portmarin/shared';
import { fullDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import { describeRequest, requestFigures, requestTotal } from '../lib/money';

const STATUS_STYLES: Record<AdRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  refused: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

export function StatusBadge({ status }: { status: AdRequest['status'] }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>
      {AD_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}

/** One request: what, for which page, its figures, total, status and the town hall's note. */
export function RequestSummary({ request, headingLevel = 3 }: { request: AdRequest; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold">
          {describeRequest(request)}
          <span className="font-normal text-muted-foreground"> · {request.page.name}</span>
        </Heading>
        <StatusBadge status={request.status} />
      </div>
      <ul className="text-sm text-muted-foreground">
        {requestFigures(request).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm">
        Total : <strong>{requestTotal(request)}</strong>
      </p>
      {request.message && <p className="text-sm italic">« {request.message} »</p>}
      <p className="text-xs text-muted-foreground">Demandée le {fullDateTime(request.createdAt)}</p>
      {request.decisionNote && (
        <p className="text-sm">
          Réponse de la mairie : <span className="italic">{request.decisionNote}</span>
        </p>
      )}
    </div>
  );
}
