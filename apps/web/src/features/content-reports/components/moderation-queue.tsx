import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useReports } from '../api/list-reports';
import { ReportedItem } from './reported-item';

/** The moderators' queue: open reports grouped by content, the most recently reported first. */
export function ModerationQueue() {
  const query = useReports();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="moderation-queue-title" className="flex flex-col gap-4">
      <h2 id="moderation-queue-title" className="text-lg font-semibold">
        Contenus signalés
      </h2>
      <InfiniteList
        query={query}
        count={items.length}
        loading={<LoadingStatus label="Chargement des signalements" layout="section" className="py-10" hideLabel />}
        failed={
          query.error && (
            <LoadError
              title="Impossible de charger les signalements"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )
        }
        empty={<p className="py-10 text-center text-sm text-muted-foreground">Aucun signalement en attente.</p>}
        nextPageError="Impossible de charger la suite des signalements."
      >
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <ReportedItem key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
        </ul>
      </InfiniteList>
    </section>
  );
}
