import {
  OPEN_DATA_REPORT_MAX_EXAMPLES,
  OPEN_DATA_REPORT_MAX_REFUSALS,
  SIRENE_REQUIRED_COLUMNS,
  SireneEstablishmentLine,
  type BusinessCategory,
  type OpenDataImportReport,
  type SireneRequiredColumn,
} from '@portmarin/shared';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { importRows, upsertByKey, type ImportTarget } from '../../db/import-upsert.ts';
import { readCsv, type CsvFormat } from '../../lib/csv-import.ts';
import { addressLine, titleCase } from '../../lib/french-address.ts';
import { OPEN_DATA_IMPORT_ERRORS } from '../../plugins/csv-import-routes.ts';
import { businessesChanged } from './businesses.service.ts';

/** SIRENE's `StockEtablissement` file (or a département's extract of it): `,`-separated UTF-8. */
const SIRENE_FORMAT: CsvFormat<SireneRequiredColumn> = {
  delimiter: ',',
  encoding: 'utf-8',
  columns: SIRENE_REQUIRED_COLUMNS,
  errors: OPEN_DATA_IMPORT_ERRORS,
  fileHint: 'Envoyez le fichier StockEtablissement de la base SIRENE (ou son extrait pour le département).',
  maxRefusals: OPEN_DATA_REPORT_MAX_REFUSALS,
};

/**
 * NAF rév. 2 codes (`activitePrincipaleEtablissement`, « 56.10A ») as the directory's categories:
 * the longest matching prefix wins. Any other activity, or a code of an older nomenclature, is
 * « Services »: an establishment of the town is listed rather than refused, and an admin can
 * change its category (a re-import keeps it).
 */
export const NAF_CATEGORIES: readonly (readonly [prefix: string, category: BusinessCategory])[] = [
  ['01.21', 'Vignoble'], // culture de la vigne
  ['10.71', 'Artisan'], // boulangerie, pâtisserie
  ['11.02', 'Vignoble'], // vinification
  ['16', 'Artisan'], // travail du bois
  ['31', 'Artisan'], // fabrication de meubles
  ['41', 'Artisan'], // construction
  ['42', 'Artisan'],
  ['43', 'Artisan'], // travaux de construction spécialisés
  ['45', 'Automobile'], // commerce et réparation d'automobiles
  ['46', 'Commerce'],
  ['47', 'Commerce'],
  ['47.11', 'Supermarché'], // magasins d'alimentation générale
  ['47.73', 'Santé'], // pharmacie
  ['47.74', 'Santé'], // articles médicaux et orthopédiques
  ['47.76', 'Jardinerie'], // fleurs, plantes, graines
  ['47.8', 'Marché'], // commerce sur éventaires et marchés
  ['49', 'Transport'],
  ['50', 'Transport'],
  ['51', 'Transport'],
  ['52', 'Transport'],
  ['53', 'Transport'],
  ['55', 'Hébergement'],
  ['55.10', 'Hôtel'],
  ['56', 'Restaurant'],
  ['64', 'Banque'],
  ['65', 'Banque'],
  ['66', 'Banque'],
  ['68', 'Immobilier'],
  ['75', 'Santé'], // vétérinaires
  ['85', 'Éducation'],
  ['85.51', 'Sport'], // enseignement de disciplines sportives
  ['86', 'Santé'],
  ['87', 'Santé'], // hébergement médico-social
  ['93.1', 'Sport'], // activités liées au sport
  ['95', 'Artisan'], // réparation
  ['96.02', 'Beauté'], // coiffure, soins de beauté
  ['96.04', 'Beauté'], // entretien corporel
];

/** The category of a NAF code; « Services » when none matches. */
export function businessCategory(code: string, nomenclature: string): BusinessCategory {
  if (nomenclature !== '' && nomenclature !== 'NAFRev2') return 'Services';
  let best: (typeof NAF_CATEGORIES)[number] | undefined;
  for (const entry of NAF_CATEGORIES) {
    if (code.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  }
  return best?.[1] ?? 'Services';
}

const TARGET: ImportTarget = {
  table: 'businesses',
  key: 'siret',
  label: 'business_name',
  columns: ['siret', 'business_name', 'category', 'address'],
  // An admin may have moved a business to a better category: SIRENE sets it once.
  insertOnly: ['category'],
  maxExamples: OPEN_DATA_REPORT_MAX_EXAMPLES,
};

/**
 * Imports (or previews) the town's establishments from SIRENE: those of another commune, closed
 * (`etatAdministratifEtablissement` F), not public (`statutDiffusionEtablissement` other than O)
 * or without a name are refused with their reason; the others are added or updated by SIRET.
 */
export async function importSireneBusinesses(
  pool: pg.Pool,
  source: Readable,
  codeInsee: string,
  mode: OpenDataImportReport['mode'],
): Promise<OpenDataImportReport> {
  const kept = importRows(TARGET);
  const read = await readCsv(source, SIRENE_FORMAT, SireneEstablishmentLine, (e, line) => {
    if (e.codeCommuneEtablissement !== codeInsee) {
      return `établissement d’une autre commune (code ${e.codeCommuneEtablissement || 'absent'}, celui de la commune est ${codeInsee})`;
    }
    if (e.etatAdministratifEtablissement === 'F') return 'établissement fermé (etatAdministratifEtablissement F)';
    if (e.etatAdministratifEtablissement !== 'A') {
      return `état administratif inconnu (« ${e.etatAdministratifEtablissement} », A ou F attendu)`;
    }
    if (e.statutDiffusionEtablissement !== 'O') {
      return `établissement non diffusible (statutDiffusionEtablissement ${e.statutDiffusionEtablissement || 'vide'}) : ses données ne peuvent être publiées`;
    }
    const name = e.enseigne1Etablissement || e.denominationUsuelleEtablissement;
    if (!name) return 'ni enseigne ni dénomination usuelle : l’établissement n’a pas de nom à afficher';
    return kept.add(
      {
        siret: e.siret,
        business_name: titleCase(name),
        category: businessCategory(e.activitePrincipaleEtablissement, e.nomenclatureActivitePrincipaleEtablissement),
        address: addressLine({
          number: e.numeroVoieEtablissement,
          repetition: e.indiceRepetitionEtablissement,
          streetType: e.typeVoieEtablissement,
          street: e.libelleVoieEtablissement,
          postalCode: e.codePostalEtablissement,
          commune: e.libelleCommuneEtablissement,
        }),
      },
      line,
    );
  });
  const changes = await upsertByKey(pool, TARGET, kept.rows, mode);
  if (mode === 'import') await businessesChanged(pool);
  return { mode, ...read, kept: kept.count(), ...changes };
}
