import { randomInt } from 'node:crypto';
import { ADMIN, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The first columns of SIRENE's StockEtablissement CSV an establishment needs, then the rest left empty. */
const COLUMNS = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'codeCommuneEtablissement',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'caractereEmployeurEtablissement',
];

/**
 * A small SIRENE file of the town (INSEE 56999): an open crêperie (a SIRET of this run, never seen
 * by an earlier run on the same database), a closed shop and an establishment of another commune.
 */
function sireneFile(): { name: string; mimeType: string; buffer: Buffer } {
  const siren = String(800_000_000 + randomInt(100_000_000));
  const line = (nic: string, state: string, commune: string, name: string, naf: string) =>
    [
      siren,
      nic,
      `${siren}${nic}`,
      'O',
      '2016-05-01',
      '3',
      '',
      'QUAI',
      'DES PECHEURS',
      '56290',
      'PORT-MARIN',
      commune,
      state,
      name,
      '',
      '',
      naf,
      'NAFRev2',
      'O',
    ].join(',');
  const lines = [
    COLUMNS.join(','),
    line('00011', 'A', '56999', 'CREPERIE DES ESSAIS', '56.10C'),
    line('00029', 'F', '56999', 'BAZAR FERME', '47.19B'),
    line('00037', 'A', '56001', 'AILLEURS', '56.10A'),
  ];
  return { name: 'StockEtablissement_56.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') };
}

test('un administrateur importe les entreprises de la base SIRENE, puis les réimporte sans doublon', async ({
  page,
}) => {
  test.slow();
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Données ouvertes (administration)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Données ouvertes (administration)' })).toBeVisible();
  await expectAccessible(page, 'import des données ouvertes');

  const section = page.getByRole('region', { name: 'Entreprises et commerces (SIRENE)' });
  await section.getByLabel('Fichier CSV des établissements SIRENE').setInputFiles(sireneFile());
  await section.getByRole('button', { name: 'Prévisualiser' }).click();

  const report = section.getByRole('region', { name: /^Aperçu/ });
  await expect(report).toContainText('3 lignes lues\u00a0: 1 retenue, 2 refusées');
  await expect(report).toContainText('1 nouvelle fiche');
  await expect(report.getByRole('listitem').filter({ hasText: /^Ligne 3/ })).toHaveText(
    'Ligne 3\u00a0: établissement fermé (etatAdministratifEtablissement F)',
  );
  await expect(report.getByRole('listitem').filter({ hasText: /^Ligne 4/ })).toContainText(
    'établissement d’une autre commune (code 56001',
  );
  await expect(report).toContainText('Creperie des Essais');
  await expectAccessible(page, 'aperçu de l’import SIRENE');

  await report.getByRole('button', { name: 'Importer' }).click();
  const done = section.getByRole('region', { name: 'Import terminé' });
  await expect(done).toContainText('1 nouvelle fiche');

  // The same file again: the establishment is found by its SIRET, not doubled.
  await section.getByRole('button', { name: 'Prévisualiser' }).click();
  await expect(section.getByRole('region', { name: /^Aperçu/ })).toContainText('1 fiche inchangée');
  await section.getByRole('button', { name: 'Importer' }).click();
  const again = section.getByRole('region', { name: 'Import terminé' });
  await expect(again).toContainText('0 nouvelle fiche');
  await expect(again).toContainText('1 fiche inchangée');
  await expectAccessible(page, 'rapport de l’import SIRENE');
});
