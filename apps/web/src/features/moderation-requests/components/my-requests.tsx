import type { ModerationRequest } from '@portmarin/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { relativeTime } from '@/lib/format';
import { useMyRequests } from '../api/list-requests';
import { recipientOf } from '../lib/recipients';

/** « Mes demandes »: the resident's requests and their status; the answer itself is in their messages. */
export function MyRequests() {
  const id = useId();
  const query = useMyRequests();
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Mes demandes
      </h2>
      <ul className="flex flex-col gap-2">
        <InfiniteList
          query={query}
          count={requests.length}
          loading={
            <li>
              <LoadingStatus layout="section" className="py-4" hideLabel />
            </li>
          }
          failed={
            <li>
              <LoadError
                title="Impossible de charger vos demandes"
                error={query.error!}
                onRetry={() => void query.refetch()}
              />
            </li>
          }
          empty={<li className="text-sm text-muted-foreground">Vous n’avez envoyé aucune demande.</li>}
        >
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </InfiniteList>
      </ul>
    </section>
  );
}

function RequestItem({ request }: { request: ModerationRequest }) {
  const answered = request.status === 'answered';
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{recipientOf(request.recipient).title}</span>
        <span
          className={
            answered
              ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900 dark:text-green-100'
              : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100'
          }
        >
          {answered ? 'Répondue' : 'En attente'}
        </span>
      </div>
      <p className="whitespace-pre-line break-words">{request.message}</p>
      <p className="text-xs text-muted-foreground">
        Envoyée <time dateTime={request.createdAt}>{relativeTime(request.createdAt)}</time>
      </p>
      {answered && (
        <p className="text-xs text-muted-foreground">
          Réponse de {request.answeredBy?.name ?? 'la modération'} :{' '}
          <Link to={paths.messages} className="font-medium text-primary underline underline-offset-4">
            la lire dans vos messages
          </Link>
        </p>
      )}
    </li>
  );
}
