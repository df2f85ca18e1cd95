import { AD_REQUEST_STATUSES, AD_REQUEST_STATUS_LABELS, type AdRequest, type AdRequestStatus } from '@portmarin/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { displayName } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useDecideAdRequest } from '../api/decide-ad-request';
import { useAdRequests } from '../api/list-ad-requests';
import { SELECT, TEXTAREA } from './parts';
import { RequestSummary } from './request-list';

/** The admins' queue of the advertising hub: pending requests first, approved or refused with a note. */
export function AdminAdRequests() {
  const [status, setStatus] = useState<AdRequestStatus | null>('pending');
  const filterId = useId();
  const query = useAdRequests(status);
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <section aria-labelledby={`${filterId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${filterId}-title`} className="text-xl font-semibold">
          Demandes publicitaires
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-muted-foreground">
            Statut
          </label>
          <select
            id={filterId}
            className={`${SELECT} w-auto`}
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || null) as AdRequestStatus | null)}
          >
            {AD_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {AD_REQUEST_STATUS_LABELS[s]}
              </option>
            ))}
            <option value="">Toutes</option>
          </select>
        </div>
      </div>
      <InfiniteList
        query={query}
        count={requests.length}
        loading={<LoadingStatus />}
        failed={
          query.error ? (
            <LoadError
              title="Impossible de charger les demandes"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null
        }
        empty={<p className="text-sm text-muted-foreground">Aucune demande.</p>}
      >
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-xl border border-border bg-card p-3 text-card-foreground">
              <RequestSummary request={request} />
              <p className="mt-1 text-sm">
                Page :{' '}
                <Link to={paths.businessPage(request.page.id)} className="text-primary underline underline-offset-4">
                  {request.page.name}
                </Link>
                {request.requestedBy && <> · demandée par {displayName(request.requestedBy)}</>}
              </p>
              {request.status === 'pending' && <Decision request={request} />}
            </li>
          ))}
        </ul>
      </InfiniteList>
    </section>
  );
}

function Decision({ request }: { request: AdRequest }) {
  const id = useId();
  const [note, setNote] = useState('');
  const decide = useDecideAdRequest();

  function send(decision: 'approved' | 'refused') {
    decide.mutate(
      { id: request.id, input: { decision, ...(note.trim() ? { note } : {}) } },
      {
        onSuccess: () =>
          toast.success(decision === 'approved' ? 'Demande approuvée' : 'Demande refusée', {
            description: `${request.page.name} est notifiée de votre réponse.`,
          }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Note pour l’entreprise (facultatif)
      </label>
      <textarea id={id} className={TEXTAREA} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => send('approved')}>
          Approuver <span className="sr-only">la demande de {request.page.name}</span>
        </Button>
        <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => send('refused')}>
          Refuser <span className="sr-only">la demande de {request.page.name}</span>
        </Button>
      </div>
    </div>
  );
}
