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
import { authorName, categoryLabel, recipientOf } from '../lib/recipients';
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
          {requests.map((request) => {
            const name = authorName(request);
            const category = categoryLabel(request.category);
            return (
              <li key={request.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
                <div className="flex items-center gap-3">
                  <Avatar name={name} image={request.author?.image ?? null} className="size-9" />
                  <div className="min-w-0 flex-1">
                    {request.author?.username ? (
                      <Link
                        to={paths.publicProfile(request.author.username)}
                        className="block truncate text-sm font-medium hover:underline"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="block truncate text-sm font-medium">{name}</span>
                    )}
                    <time className="block text-xs text-muted-foreground" dateTime={request.createdAt}>
                      {fullDateTime(request.createdAt)}
                    </time>
                  </div>
                  {category && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                      {category}
                    </span>
                  )}
                  {showRecipient && (
                    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                      {recipientOf(request.recipient).title}
                    </span>
                  )}
                </div>
                {request.page && (
                  <p className="break-words text-sm">
                    <span className="font-medium">Page concernée :</span> {request.page}
                  </p>
                )}
                <p className="whitespace-pre-line break-words text-sm">{request.message}</p>
                {request.contactEmail && (
                  <p className="break-words text-sm text-muted-foreground">
                    Contact :{' '}
                    <a href={`mailto:${request.contactEmail}`} className="underline">
                      {request.contactEmail}
                    </a>
                  </p>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  className="self-end"
                  aria-label={`Répondre à ${name}`}
                  onClick={() => setAnswering(request)}
                >
                  Répondre
                </Button>
              </li>
            );
          })}
        </InfiniteList>
      </ul>
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
