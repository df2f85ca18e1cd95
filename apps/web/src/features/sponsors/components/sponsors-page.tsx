import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { useSponsors } from '../api/list-sponsors';
import { SponsorCard } from './sponsor-card';

/** /sponsors: the town's partners (the spec shows no content: cards managed by admins). */
export function SponsorsPage() {
  const town = useTown();
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.user?.role === 'admin';
  const query = useSponsors();
  const sponsors = query.data?.sponsors ?? [];

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <HeartHandshake aria-hidden="true" className="size-6 text-primary" />
        Nos sponsors
      </h1>
      <p className="text-sm text-muted-foreground">
        Les entreprises et partenaires qui soutiennent la vie de {town.townName} et de {town.productName}.
      </p>
      {isAdmin && (
        <Link to={paths.adminAdvertising} className="text-sm font-medium text-primary underline underline-offset-4">
          Gérer les sponsors
        </Link>
      )}
      {query.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner /> Chargement...
        </p>
      )}
      {query.isError && (
        <LoadError
          title="Impossible de charger les sponsors"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && sponsors.length === 0 && <p className="text-sm">Aucun sponsor pour le moment.</p>}
      {sponsors.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
