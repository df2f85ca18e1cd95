import type { Sponsor, SponsorsResponse } from '@portmarin/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { cn } from '@/lib/cn';
import { SponsorCard } from './sponsor-card';

/**
 * The sponsors as cards, with the list's loading, error and empty states; `actions` adds the
 * admins' buttons under each card. `roomy` spaces it out for the public page.
 */
export function SponsorList({
  query,
  actions,
  roomy = false,
}: {
  query: UseQueryResult<SponsorsResponse>;
  actions?: (sponsor: Sponsor) => ReactNode;
  roomy?: boolean;
}) {
  const sponsors = query.data?.sponsors ?? [];
  return (
    <>
      {query.isPending && <LoadingStatus layout={roomy ? 'section' : 'inline'} />}
      {query.isError && (
        <LoadError
          title="Impossible de charger les sponsors"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && sponsors.length === 0 && <p className="text-sm">Aucun sponsor pour le moment.</p>}
      {sponsors.length > 0 && (
        <ul className={cn('grid grid-cols-1 sm:grid-cols-2', roomy ? 'gap-4' : 'gap-3')}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor}>{actions?.(sponsor)}</SponsorCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
