import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { ADMIN, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The demo's own BAN file (apps/server seeds it): the import keeps every seeded address current. */
const SEEDED = readFileSync(
  path.resolve(import.meta.dirname, '../../server/src/modules/addresses/adresses-port-marin.csv'),
  'utf8',
).trimEnd();

/**
 * The town's file with two new addresses on a street of this run (ids never seen by an earlier
 * run on the same database) and one line whose number is not one, in the BAN's 23 columns.
 */
function townFile(): Buffer {
  const voie = `9${String(randomInt(1000)).padStart(3, '0')}`;
  const line = (numero: string, rank: string) =>
    `56999_${voie}_${rank};56999_${voie};${numero};;Impasse des Essais;56290;56999;Port-Marin;;;229085.61;6757408.49;-3.378892;47.736980;entrée;;;PORT MARIN;IMPASSE DES ESSAIS;commune;commune;1 ;`;
  return Buffer.from([SEEDED, line('1', '00001'), line('2', '00002'), line('trois', '00003')].join('\n') + '\n');
}

test('un administrateur importe les adresses de la Base Adresse Nationale, puis les réimporte sans doublon', async ({
  page,
}) => {
  test.slow();
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Adresses de la commune (administration)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresses de la commune (administration)' })).toBeVisible();
  await expect(page.getByTestId('addresses-count')).toContainText(/adresses \(code INSEE 56999\)/);
  await expectAccessible(page, 'import des adresses');

  const file = { name: 'adresses-56999.csv', mimeType: 'text/csv', buffer: townFile() };
  await page.getByLabel('Fichier CSV de la Base Adresse Nationale').setInputFiles(file);
  await page.getByRole('button', { name: 'Prévisualiser' }).click();

  const report = page.getByRole('region', { name: /^Aperçu/ });
  await expect(report).toBeVisible();
  await expect(report).toContainText('539 lignes lues\u00a0: 538 retenues, 1 refusée');
  await expect(report).toContainText('2 nouvelles adresses');
  await expect(report).toContainText('0 adresse retirée');
  await expect(report.getByRole('listitem').filter({ hasText: /^Ligne 540/ })).toHaveText(
    'Ligne 540\u00a0: numero\u00a0: un nombre entier est attendu (0 à 99999)',
  );
  await expect(report).toContainText('1 Impasse des Essais, 56290 Port-Marin');
  await expectAccessible(page, 'aperçu de l’import des adresses');

  await report.getByRole('button', { name: 'Importer' }).click();
  const done = page.getByRole('region', { name: 'Import terminé' });
  await expect(done).toContainText('2 nouvelles adresses');
  await expect(done).toContainText('Ligne 540\u00a0: numero');
  const count = page.getByTestId('addresses-count');
  await expect(count).toContainText(/^\d[\d\u202f]* adresses/);
  const afterFirst = await count.textContent();

  // The same file again: nothing new, nothing doubled.
  await page.getByRole('button', { name: 'Prévisualiser' }).click();
  await expect(page.getByRole('region', { name: /^Aperçu/ })).toContainText('0 nouvelle adresse');
  await page.getByRole('button', { name: 'Importer' }).click();
  const again = page.getByRole('region', { name: 'Import terminé' });
  await expect(again).toContainText('0 nouvelle adresse');
  await expect(again).toContainText('538 adresses inchangées');
  await expect(count).toHaveText(afterFirst!);
  await expectAccessible(page, 'rapport d’import des adresses');
});

test('un fichier sans les colonnes de la Base Adresse Nationale est refusé en nommant celles qui manquent', async ({
  page,
}) => {
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/adresses');
  await page.getByLabel('Fichier CSV de la Base Adresse Nationale').setInputFiles({
    name: 'adresses.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id;numero;voie\n1;1;Rue du Port\n'),
  });
  await page.getByRole('button', { name: 'Prévisualiser' }).click();
  await expect(page.getByText(/^Colonnes manquantes\u00a0: rep, nom_voie/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Aperçu/ })).toHaveCount(0);
});
