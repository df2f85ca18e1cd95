import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useReport } from '../api/get-report';
import { EmergencyBanner } from './neighbours-watch-page';
import { ReportCard } from './report-card';

/** /neighbors-watch/:id: one report with its history and comments (the notifications open it). */
export function ReportPage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  if (report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400)) {
    return <NotFound />;
  }
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.neighborsWatch}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Tous les signalements
      </Link>
      <h1 className="text-2xl font-bold">Signalement</h1>
      <EmergencyBanner />
      {report.isPending ? (
        <LoadingStatus layout="section" />
      ) : report.isError ? (
        <LoadError
          title="Impossible de charger le signalement"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <ReportCard report={report.data} defaultExpanded titleLevel="h2" />
      )}
    </section>
  );
}
