import { CloudSun, MapPin, RefreshCw, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { isAdmin } from '@/lib/roles';
import { useSea } from '../api/get-sea';
import { BeachCard } from './beach-card';
import { MarinePanel } from './marine-panel';

/** /sea: 'La mer' — tides, sea state and water temperature, then each beach's flag, notices and webcam. */
export function SeaPage() {
  const town = useTown();
  const session = useSession();
  const admin = session.status === 'ready' && isAdmin(session.user);
  const sea = useSea();
  const refresh = () => void sea.refetch({ cancelRefetch: false });

  return (
    <section aria-labelledby="sea-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="sea-title" className="text-2xl font-bold">
            La mer
          </h1>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {town.townName}, {town.region}
          </p>
        </div>
        <Button variant="outline" onClick={refresh} aria-busy={sea.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(sea.isFetching && 'animate-spin')} />
          Actualiser
        </Button>
      </header>

      {sea.data ? (
        <>
          <MarinePanel marine={sea.data.marine} error={sea.data.marineError} />
          <section aria-labelledby="beaches-title" className="flex flex-col gap-3">
            <h2 id="beaches-title" className="text-lg font-semibold">
              Les plages
            </h2>
            <ul className="flex flex-col gap-4">
              {sea.data.beaches.map((beach) => (
                <li key={beach.id}>
                  <BeachCard beach={beach} admin={admin} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : sea.error ? (
        <LoadError title="Impossible de charger la page de la mer." error={sea.error} onRetry={refresh} />
      ) : (
        <LoadingStatus layout="section" />
      )}

      <nav aria-label="Voir aussi" className="grid gap-3 sm:grid-cols-2">
        <SeeAlso to={paths.weather} icon={<CloudSun aria-hidden="true" className="size-6 shrink-0 text-primary" />}>
          <span className="font-semibold">Météo</span>
          <span className="text-sm text-muted-foreground">Le temps à la côte</span>
        </SeeAlso>
        <SeeAlso to={paths.webcam} icon={<Video aria-hidden="true" className="size-6 shrink-0 text-primary" />}>
          <span className="font-semibold">Webcams</span>
          <span className="text-sm text-muted-foreground">Le port et les plages en direct</span>
        </SeeAlso>
      </nav>
    </section>
  );
}

function SeeAlso({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground hover:bg-accent"
    >
      {icon}
      <span className="flex flex-col">{children}</span>
    </Link>
  );
}
