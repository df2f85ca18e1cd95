import type { Business } from '@portmarin/shared';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useBusinesses, type BusinessFilters } from '../api/list-businesses';
import { BusinessCard } from './business-card';

/** The cards of one screen's order, filtered; 'Aucune entreprise trouvée' when none matches. */
export function BusinessList({ filters, onOpen }: { filters: BusinessFilters; onOpen: (b: Business) => void }) {
  const query = useBusinesses(filters);
  const businesses = query.data?.pages.flatMap((p) => p.businesses) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={businesses.length}
        moreLabel="Voir plus d’entreprises"
        nextPageError="Impossible de charger les entreprises"
        loading={<LoadingStatus layout="section" />}
        failed={
          <LoadError
            title="Impossible de charger les entreprises"
            error={query.error ?? new Error('Une erreur est survenue')}
            onRetry={() => void query.refetch()}
          />
        }
        empty={<p className="py-8 text-center text-muted-foreground">Aucune entreprise trouvée</p>}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {businesses.map((business) => (
            <li key={business.id} className="flex flex-col [&>article]:flex-1">
              <BusinessCard business={business} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
