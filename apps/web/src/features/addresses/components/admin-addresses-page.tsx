import { ADDRESS_FILE_MAX_MEGABYTES, type AddressImportReport } from '@portmarin/shared';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { CsvFileForm } from '@/components/import-report/csv-file-form';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { fullDateTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useAddressesSummary } from '../api/get-addresses-summary';
import { useImportAddresses, usePreviewAddresses } from '../api/import-addresses';
import { countOf } from '@/lib/format';
import { ImportReport } from './import-report';

const PAGE = 'flex flex-col gap-4 px-4 py-4';
const LINK = 'font-medium text-primary underline underline-offset-4';
const BAN_DOWNLOADS = 'https://adresse.data.gouv.fr/data/ban/adresses/latest/csv/';

/** /admin/adresses: admins import the town's addresses from the Base Adresse Nationale's CSV. */
export function AdminAddressesPage() {
  return (
    <AdminOnly
      title="Adresses de la commune (administration)"
      denied="Seuls les administrateurs de la commune importent ses adresses."
      back={{ to: paths.menu, label: 'Retour au menu' }}
    >
      <AddressesImport />
    </AdminOnly>
  );
}

function AddressesImport() {
  const summary = useAddressesSummary();
  const preview = usePreviewAddresses();
  const importing = useImportAddresses();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<AddressImportReport | null>(null);
  const fileId = useId();
  const busy = preview.isPending || importing.isPending;

  function onFile(chosen: File | null) {
    setFile(chosen);
    setReport(null);
  }

  function onPreview() {
    if (!file) return;
    preview.mutate(file, { onSuccess: setReport, onError: (error) => toastRequestError(error) });
  }

  function onImport() {
    if (!file) return;
    importing.mutate(file, { onSuccess: setReport, onError: (error) => toastRequestError(error) });
  }

  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold">Adresses de la commune (administration)</h1>
      <p className="text-sm">
        Les habitants choisissent leur adresse dans cette liste pour faire vérifier leur résidence. Importez l’export
        CSV de la{' '}
        <a href={BAN_DOWNLOADS} className={LINK} target="_blank" rel="noreferrer">
          Base Adresse Nationale
        </a>{' '}
        pour la commune : un nouvel import met à jour les adresses, ajoute les nouvelles et retire celles qui n’y
        figurent plus (sans les supprimer).
      </p>

      <section aria-labelledby="addresses-current" className="rounded-xl border border-border bg-card p-4">
        <h2 id="addresses-current" className="text-lg font-semibold">
          Adresses actuelles
        </h2>
        {summary.isPending && <LoadingStatus layout="inline" />}
        {summary.isError && (
          <LoadError
            title="Impossible de compter les adresses"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        )}
        {summary.data && (
          <>
            <p data-testid="addresses-count">
              {countOf(summary.data.current, 'adresse', 'adresses')} (code INSEE {summary.data.codeInsee})
              {summary.data.retired > 0 && `, ${countOf(summary.data.retired, 'retirée', 'retirées')}`}
            </p>
            {summary.data.lastImportedAt && (
              <p className="text-sm text-muted-foreground">
                Dernière modification : {fullDateTime(summary.data.lastImportedAt)}
              </p>
            )}
          </>
        )}
      </section>

      <CsvFileForm
        id={fileId}
        label="Fichier CSV de la Base Adresse Nationale"
        help={
          <>
            Le fichier adresses-&lt;code INSEE&gt;.csv, séparé par des points-virgules, en UTF-8,{' '}
            {ADDRESS_FILE_MAX_MEGABYTES} Mo au plus.
          </>
        }
        canPreview={Boolean(file) && !busy}
        onFile={onFile}
        onPreview={onPreview}
      />

      {busy && <LoadingStatus layout="inline" label="Lecture du fichier…" />}

      {report && (
        <ImportReport report={report}>
          {report.mode === 'preview' && report.kept > 0 && (
            <Button className="self-start" onClick={onImport} disabled={busy}>
              <Upload aria-hidden="true" />
              Importer
            </Button>
          )}
        </ImportReport>
      )}
    </div>
  );
}
