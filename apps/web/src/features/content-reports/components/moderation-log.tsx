import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { displayName, fullDateTime } from '@/lib/format';
import { useModerationLog } from '../api/list-moderation-log';
import { actionLabel, targetLabel } from '../lib/labels';

/** The admins' view of everything moderators and admins did: who, when, what, on what, why. */
export function ModerationLog() {
  const query = useModerationLog();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="moderation-log-title" className="flex flex-col gap-4">
      <h2 id="moderation-log-title" className="text-lg font-semibold">
        Journal de modération
      </h2>
      <InfiniteList
        query={query}
        count={entries.length}
        loading={<LoadingStatus label="Chargement du journal" layout="section" className="py-10" hideLabel />}
        failed={
          query.error && (
            <LoadError
              title="Impossible de charger le journal"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )
        }
        empty={<p className="py-10 text-center text-sm text-muted-foreground">Aucune action de modération.</p>}
        nextPageError="Impossible de charger la suite du journal."
      >
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-xl border border-border bg-card p-4 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{actionLabel(entry.action)}</span>
                <span className="text-muted-foreground">·</span>
                <span>
                  {targetLabel(entry.targetType)}
                  {entry.targetUser && <> de {displayName(entry.targetUser)}</>}
                </span>
              </p>
              <p className="text-muted-foreground">
                Par {entry.moderator ? displayName(entry.moderator) : 'un compte supprimé'}, le{' '}
                <time dateTime={entry.createdAt}>{fullDateTime(entry.createdAt)}</time>
              </p>
              <p className="break-words">
                <span className="font-medium">Raison : </span>
                {entry.reason}
              </p>
            </li>
          ))}
        </ol>
      </InfiniteList>
    </section>
  );
}
