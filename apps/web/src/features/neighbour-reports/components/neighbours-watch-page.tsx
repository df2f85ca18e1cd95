import { ShieldAlert, Siren } from 'lucide-react';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { useReports } from '../api/list-reports';
import { ReportCard } from './report-card';
import { ReportForm } from './report-form';

/** /neighbors-watch: Voisins Vigilants (spec 2, "Neighbours watch"). */
export function NeighboursWatchPage() {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center gap-3">
        <ShieldAlert aria-hidden="true" className="size-7 text-primary" />
        <h1 className="text-2xl font-bold">Voisins Vigilants</h1>
      </div>
      <p className="text-sm text-muted-foreground">
        Signalez une incivilité ou un problème dans votre quartier : les services municipaux le traitent et vous
        tiennent informé.
      </p>
      <EmergencyBanner />
      <ReportForm />
      <h2 className="pt-2 text-lg font-semibold">Signalements récents</h2>
      <ReportList />
    </section>
  );
}

/** Reports are read in working hours: an emergency needs the police or the emergency number. */
export function EmergencyBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong>Ce service ne traite pas les urgences.</strong> En cas de danger immédiat, appelez le{' '}
        <a href="tel:17" className="font-semibold underline">
          17
        </a>{' '}
        (police) ou le{' '}
        <a href="tel:112" className="font-semibold underline">
          112
        </a>{' '}
        (numéro d'urgence européen).
      </p>
    </div>
  );
}

function ReportList() {
  const query = useReports();
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={reports.length}
        moreLabel="Voir plus de signalements"
        loading={<LoadingStatus layout="section" />}
        failed={
          query.error ? (
            <LoadError
              title="Impossible de charger les signalements"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null
        }
        empty={<p className="py-8 text-center text-sm text-muted-foreground">Aucun signalement pour le moment.</p>}
      >
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}
