import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useReferendumVoters } from '../api/list-voters';

/** Admins, on a referendum that is not anonymous: who voted, and what. */
export function ReferendumVoters({ referendumId }: { referendumId: string }) {
  const query = useReferendumVoters(referendumId, true);
  const voters = query.data?.pages.flatMap((page) => page.voters) ?? [];
  return (
    <section aria-labelledby="voters-title" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="voters-title" className="font-semibold">
        Votants
      </h2>
      <p className="text-xs text-muted-foreground">Vote nominatif : visible des administrateurs seulement.</p>
      <InfiniteList
        query={query}
        count={voters.length}
        moreLabel="Voir plus de votants"
        loading={<LoadingStatus />}
        failed={
          query.error ? (
            <LoadError
              title="Impossible de charger les votants"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null
        }
        empty={<p className="text-sm text-muted-foreground">Personne n’a encore voté.</p>}
      >
        <ul className="flex flex-col divide-y divide-border">
          {voters.map((voter) => (
            <li key={voter.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                {voter.name}
                {voter.username && <span className="text-muted-foreground"> @{voter.username}</span>}
              </span>
              <span
                className={
                  voter.choice === 'pour'
                    ? 'font-medium text-emerald-700 dark:text-emerald-400'
                    : 'font-medium text-red-700 dark:text-red-400'
                }
              >
                {voter.choice === 'pour' ? 'Pour' : 'Contre'}
              </span>
            </li>
          ))}
        </ul>
      </InfiniteList>
    </section>
  );
}
