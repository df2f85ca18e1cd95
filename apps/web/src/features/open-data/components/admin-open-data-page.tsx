import { OPEN_DATA_FILE_MAX_MEGABYTES, type OpenDataImportReport } from '@portmarin/shared';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { CsvFileForm } from '@/components/import-report/csv-file-form';
import { ImportReportFrame } from '@/components/import-report/import-report-frame';
import { countOf } from '@/lib/format';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useImportOpenData, usePreviewOpenData, type OpenDataKind } from '../api/import-open-data';

const LINK = 'font-medium text-primary underline underline-offset-4';

type ImportSource = {
  kind: OpenDataKind;
  title: string;
  fileLabel: string;
  help: string;
  source: { href: string; label: string } | null;
  intro: string;
};

const SOURCES: ImportSource[] = [
  {
    kind: 'businesses',
    title: 'Entreprises et commerces (SIRENE)',
    fileLabel: 'Fichier CSV des établissements SIRENE',
    help: 'Le fichier StockEtablissement (ou son extrait pour le département), séparé par des virgules, en UTF-8.',
    source: {
      href: 'https://www.data.gouv.fr/fr/datasets/base-sirene-des-entreprises-et-de-leurs-etablissements-siren-siret/',
      label: 'Base SIRENE',
    },
    intro:
      'Les établissements ouverts et diffusibles de la commune rejoignent l’annuaire, classés selon leur code NAF. Un nouvel import met à jour les fiches par leur SIRET, sans les doubler.',
  },
  {
    kind: 'associations',
    title: 'Associations (RNA)',
    fileLabel: 'Fichier CSV du Répertoire National des Associations',
    help: 'Le fichier rna_waldec du département, séparé par des points-virgules (encodage Windows-1252 ou UTF-8).',
    source: {
      href: 'https://www.data.gouv.fr/fr/datasets/repertoire-national-des-associations/',
      label: 'Répertoire National des Associations',
    },
    intro:
      'Les associations actives de la commune rejoignent la liste ; les dissoutes sont écartées. Un nouvel import met à jour les fiches par leur numéro RNA.',
  },
  {
    kind: 'municipalServices',
    title: 'Services municipaux',
    fileLabel: 'Fichier CSV des services municipaux',
    help: 'Colonnes identifiant;nom;categorie;description;adresse;telephone;email;horaires;site, séparées par des points-virgules.',
    source: null,
    intro:
      'Le fichier tenu par la mairie, un service par ligne. Un nouvel import met à jour chaque service par son identifiant.',
  },
];

/** /admin/donnees: admins fill the directory, the associations and the services from open data. */
export function AdminOpenDataPage() {
  return (
    <AdminOnly
      title="Données ouvertes (administration)"
      denied="Seuls les administrateurs de la commune importent ses données."
      back={{ to: paths.menu, label: 'Retour au menu' }}
    >
      <div className="flex flex-col gap-6 px-4 py-4">
        <h1 className="text-2xl font-bold">Données ouvertes (administration)</h1>
        <p className="text-sm">
          Importez les fichiers publics de la commune. Chaque fichier est d’abord prévisualisé : rien n’est enregistré
          avant « Importer ». Les fichiers font {OPEN_DATA_FILE_MAX_MEGABYTES} Mo au plus.
        </p>
        {SOURCES.map((source) => (
          <OpenDataImport key={source.kind} source={source} />
        ))}
      </div>
    </AdminOnly>
  );
}

function OpenDataImport({ source }: { source: ImportSource }) {
  const preview = usePreviewOpenData(source.kind);
  const importing = useImportOpenData(source.kind);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<OpenDataImportReport | null>(null);
  const id = useId();
  const busy = preview.isPending || importing.isPending;

  const send = (mutation: typeof preview) => {
    if (!file) return;
    mutation.mutate(file, { onSuccess: setReport, onError: (error) => toastRequestError(error) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {source.title}
      </h2>
      <p className="text-sm">
        {source.intro}
        {source.source && (
          <>
            {' '}
            Source :{' '}
            <a href={source.source.href} className={LINK} target="_blank" rel="noreferrer">
              {source.source.label}
            </a>
            .
          </>
        )}
      </p>
      <CsvFileForm
        id={id}
        label={source.fileLabel}
        help={source.help}
        canPreview={Boolean(file) && !busy}
        onFile={(chosen) => {
          setFile(chosen);
          setReport(null);
        }}
        onPreview={() => send(preview)}
      />

      {busy && <LoadingStatus layout="inline" label="Lecture du fichier…" />}

      {report && (
        <ImportReportFrame
          report={report}
          changes={
            <ul className="flex flex-col gap-1 text-sm">
              <li>{countOf(report.added, 'nouvelle fiche', 'nouvelles fiches')}</li>
              <li>{countOf(report.updated, 'fiche mise à jour', 'fiches mises à jour')}</li>
              <li>{countOf(report.unchanged, 'fiche inchangée', 'fiches inchangées')}</li>
            </ul>
          }
        >
          {report.examples.added.length > 0 && (
            <Examples title={`Nouvelles fiches (${report.added})`} names={report.examples.added} total={report.added} />
          )}
          {report.examples.updated.length > 0 && (
            <Examples
              title={`Fiches mises à jour (${report.updated})`}
              names={report.examples.updated}
              total={report.updated}
            />
          )}
          {report.mode === 'preview' && report.kept > 0 && (
            <Button className="self-start" onClick={() => send(importing)} disabled={busy}>
              <Upload aria-hidden="true" />
              Importer
            </Button>
          )}
        </ImportReportFrame>
      )}
    </section>
  );
}

function Examples({ title, names, total }: { title: string; names: string[]; total: number }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex flex-col gap-0.5 text-sm">
        {names.map((name, i) => (
          <li key={i} className="break-words">
            {name}
          </li>
        ))}
      </ul>
      {total > names.length && <p className="text-sm text-muted-foreground">Les {names.length} premières seulement.</p>}
    </div>
  );
}
