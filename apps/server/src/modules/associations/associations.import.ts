import {
  OPEN_DATA_REPORT_MAX_EXAMPLES,
  OPEN_DATA_REPORT_MAX_REFUSALS,
  RNA_REQUIRED_COLUMNS,
  RnaAssociationLine,
  type AssociationCategory,
  type OpenDataImportReport,
  type RnaRequiredColumn,
} from '@portmarin/shared';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { importRows, upsertByKey, type ImportTarget } from '../../db/import-upsert.ts';
import { readCsv, type CsvFormat } from '../../lib/csv-import.ts';
import { addressLine, titleCase } from '../../lib/french-address.ts';
import { OPEN_DATA_IMPORT_ERRORS } from '../../plugins/csv-import-routes.ts';
import { associationsChanged } from './associations.service.ts';

/** The RNA's « waldec » export: `;`-separated, Windows-1252 as published (UTF-8 also read). */
const RNA_FORMAT: CsvFormat<RnaRequiredColumn> = {
  delimiter: ';',
  encoding: 'utf-8-or-windows-1252',
  columns: RNA_REQUIRED_COLUMNS,
  errors: OPEN_DATA_IMPORT_ERRORS,
  fileHint: 'Envoyez le fichier « rna_waldec » du Répertoire National des Associations (celui du département).',
  maxRefusals: OPEN_DATA_REPORT_MAX_REFUSALS,
};

/**
 * The RNA's social-object themes (`objet_social1`, first three digits of the nomenclature) as the
 * app's categories; any other theme is « Social ».
 */
const THEME_CATEGORIES: Record<string, AssociationCategory> = {
  '006': 'Culture', // culture, pratiques artistiques
  '007': 'Culture', // clubs de loisirs
  '009': 'Culture', // action socio-culturelle
  '010': 'Culture', // patrimoine
  '011': 'Sport', // sports, activités de plein air
  '013': 'Sport', // chasse, pêche
  '019': 'Solidarité', // interventions sociales
  '020': 'Solidarité', // caritatif, humanitaire
  '024': 'Environnement', // environnement, cadre de vie
};

export const associationCategory = (theme: string): AssociationCategory =>
  THEME_CATEGORIES[theme.slice(0, 3)] ?? 'Social';

/** The RNA's `position` other than A (active). */
const POSITIONS: Record<string, string> = { D: 'dissoute', S: 'supprimée' };

/** The RNA writes « 0001-01-01 » for a date it does not have. */
const hasDate = (date: string) => date !== '' && !date.startsWith('0001-01-01');

/** A web address the directory can link to, or null: the RNA's `siteweb` is often « www.… » or free text. */
function website(text: string): string | null {
  if (/^https?:\/\/\S+$/i.test(text)) return text;
  if (/^www\.\S+$/i.test(text)) return `https://${text}`;
  return null;
}

const TARGET: ImportTarget = {
  table: 'associations',
  key: 'rna_id',
  label: 'name',
  columns: ['rna_id', 'name', 'category', 'description', 'address', 'website_url'],
  // The association's managers may have written their own: the RNA sets them once.
  insertOnly: ['category', 'description', 'website_url'],
  maxExamples: OPEN_DATA_REPORT_MAX_EXAMPLES,
};

/**
 * Imports (or previews) the associations of the town from a waldec file: lines of another commune,
 * dissolved or deleted associations are refused with their reason; the others are added or
 * updated by their RNA number.
 */
export async function importRnaAssociations(
  pool: pg.Pool,
  source: Readable,
  codeInsee: string,
  mode: OpenDataImportReport['mode'],
): Promise<OpenDataImportReport> {
  const kept = importRows(TARGET);
  const read = await readCsv(source, RNA_FORMAT, RnaAssociationLine, (a, line) => {
    if (a.adrs_codeinsee !== codeInsee) {
      return `association d’une autre commune (code INSEE ${a.adrs_codeinsee}, celui de la commune est ${codeInsee})`;
    }
    if (a.position !== 'A')
      return `association ${POSITIONS[a.position] ?? 'inactive'} (position « ${a.position} », A pour une active)`;
    if (hasDate(a.date_disso)) return `association dissoute le ${a.date_disso}`;
    return kept.add(
      {
        rna_id: a.id,
        name: titleCase(a.titre),
        category: associationCategory(a.objet_social1),
        description: a.objet,
        address: addressLine({
          number: a.adrs_numvoie,
          repetition: a.adrs_repetition,
          streetType: a.adrs_typevoie,
          street: a.adrs_libvoie,
          postalCode: a.adrs_codepostal,
          commune: a.adrs_libcommune,
        }),
        website_url: website(a.siteweb),
      },
      line,
    );
  });
  const changes = await upsertByKey(pool, TARGET, kept.rows, mode);
  if (mode === 'import') await associationsChanged(pool);
  return { mode, ...read, kept: kept.count(), ...changes };
}
