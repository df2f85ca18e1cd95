import {
  MUNICIPAL_SERVICES_CSV_COLUMNS,
  MunicipalServiceCsvLine,
  OPEN_DATA_REPORT_MAX_EXAMPLES,
  OPEN_DATA_REPORT_MAX_REFUSALS,
  type MunicipalServicesCsvColumn,
  type OpenDataImportReport,
} from '@portmarin/shared';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { importRows, upsertByKey, type ImportTarget } from '../../db/import-upsert.ts';
import { readCsv, type CsvFormat } from '../../lib/csv-import.ts';
import { OPEN_DATA_IMPORT_ERRORS } from '../../plugins/csv-import-routes.ts';
import { municipalServicesChanged } from './municipal-services.service.ts';

/** The town's own file (docs/municipal-services-csv.md): `;`-separated, as a French spreadsheet saves it. */
const SERVICES_FORMAT: CsvFormat<MunicipalServicesCsvColumn> = {
  delimiter: ';',
  // A spreadsheet's « CSV (séparateur : point-virgule) » is Windows-1252: read as such.
  encoding: 'utf-8-or-windows-1252',
  columns: MUNICIPAL_SERVICES_CSV_COLUMNS,
  errors: OPEN_DATA_IMPORT_ERRORS,
  fileHint: `Les colonnes attendues : ${MUNICIPAL_SERVICES_CSV_COLUMNS.join(';')} (voir la documentation).`,
  maxRefusals: OPEN_DATA_REPORT_MAX_REFUSALS,
};

const TARGET: ImportTarget = {
  table: 'municipal_services',
  key: 'import_id',
  label: 'name',
  columns: [
    'import_id',
    'name',
    'category',
    'description',
    'address',
    'phone',
    'email',
    'opening_hours',
    'website_url',
  ],
  maxExamples: OPEN_DATA_REPORT_MAX_EXAMPLES,
};

/** Imports (or previews) the town's services: each added or updated by its `identifiant`, the file being the town's own. */
export async function importMunicipalServices(
  pool: pg.Pool,
  source: Readable,
  mode: OpenDataImportReport['mode'],
): Promise<OpenDataImportReport> {
  const kept = importRows(TARGET);
  const read = await readCsv(source, SERVICES_FORMAT, MunicipalServiceCsvLine, (s, line) =>
    kept.add(
      {
        import_id: s.identifiant,
        name: s.nom,
        category: s.categorie,
        description: s.description,
        address: s.adresse,
        phone: s.telephone,
        email: s.email,
        opening_hours: s.horaires,
        website_url: s.site,
      },
      line,
    ),
  );
  const changes = await upsertByKey(pool, TARGET, kept.rows, mode);
  if (mode === 'import') await municipalServicesChanged(pool);
  return { mode, ...read, kept: kept.count(), ...changes };
}
