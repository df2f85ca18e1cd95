import type { ModerationRequest } from '@portmarin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { fullDateTime } from '@/lib/format';
import { useInbox } from '../api/list-requests';
import { recipientOf } from '../lib/recipients';
import { AnswerDialog } from './answer-dialog';

/** 'Demandes': the open requests addressed to the moderators (admins: every request), newest first. */
export function RequestsInbox({ showRecipient }: { showRecipient: boolean }) {
  const query = useInbox();
  const [answering, setAnswering] = useState<ModerationRequest | null>(null);
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Demandes ouvertes">
        <InfiniteList
          query={query}
          count={requests.length}
          loading={
            <li>
              <LoadingStatus layout="section" hideLabel />
            </li>
          }
          failed={
            <li>
              <LoadError
                title="Impossible de charger les demandes"
                error={query.error!}
                onRetry={() => void query.refetch()}
              />
            </li>
          }
          empty={<li className="py-8 text-center text-sm text-muted-foreground">Aucune demande en attente.</li>}
        >
          {requests.map((request) => (
            <li key={request.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
              <div className="flex items-center gap-3">
                <Avatar name={request.author.name} image={request.author.image} className="size-9" />
                <div className="min-w-0 flex-1">
                  {request.author.username ? (
                    <Link
                      to={paths.publicProfile(request.author.username)}
                      className="block truncate text-sm font-medium hover:underline"
                    >
                      {request.author.name}
                    </Link>
                  ) : (
                    <span className="block truncate text-sm font-medium">{request.author.name}</span>
                  )}
                  <time className="block text-xs text-muted-foreground" dateTime={request.createdAt}>
                    {fullDateTime(request.createdAt)}
                  </time>
                </div>
                {showRecipient && (
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    {recipientOf(request.recipient).title}
                  </span>
                )}
              </div>
              <p className="whitespace-pre-line break-words text-sm">{request.message}</p>
              <Button
                variant="outline"
                size="sm"
                className="self-end"
                aria-label={`Répondre à ${request.author.name}`}
                onClick={() => setAnswering(request)}
              >
                Répondre
              </Button>
            </li>
          ))}
        </InfiniteList>
      </ul>
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
