import type { Page } from '@playwright/test';
import {
  ADMIN,
  ONE_PIXEL_PNG,
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';

// The stub provider's sea (apps/server/test/providers/marine.ts): 13.6 °C, 0.8 m waves, a tide.
// No internet here: the beach webcam's image answers from the test.
const IMAGES = 'https://www.skaping.com/portmarin/**';
const serveWebcams = (page: Page) =>
  page.context().route(IMAGES, (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }));

/** A beach's part of the page. */
const beach = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a resident opens La mer from the hub and reads the water, the sea state and the tides', async ({ page }) => {
  const resident = await createResident(page.request, newResident('baigneur'));
  await serveWebcams(page);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/menu');
  await page.getByRole('link', { name: /^La mer/ }).click();
  await expect(page).toHaveURL(/\/sea$/);
  await expect(page.getByRole('heading', { level: 1, name: 'La mer' })).toBeVisible();

  await expect(page.getByText('13,6 °C')).toBeVisible();
  await expect(page.getByText('Peu agitée')).toBeVisible();
  const tides = page.getByRole('list').filter({ hasText: 'Pleine mer' });
  await expect(tides.getByText('Pleine mer').first()).toBeVisible();
  await expect(tides.getByText('Basse mer').first()).toBeVisible();
  await expect(tides.getByText(/^[+-]2,1 m$/).first()).toBeVisible();

  // Every beach of the town, its flag in words, the seeded water class, the webcam where there is one.
  const grande = beach(page, 'La Grande Plage');
  await expect(grande.getByText('Excellente', { exact: true })).toBeVisible();
  await expect(grande.getByRole('img', { name: 'Image en direct : La Grande Plage' })).toBeVisible();
  await expect(beach(page, 'Plage du Phare')).toBeVisible();
  await expect(beach(page, 'Anse des Pêcheurs')).toBeVisible();
  // Residents read; only admins get the town hall's controls.
  await expect(page.getByRole('button', { name: 'Enregistrer le drapeau' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Météo/ })).toHaveAttribute('href', '/weather');
  await expectAccessible(page, 'la mer');
});

test('an admin raises the red flag with a note and posts a notice; a resident then sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const resident = await createResident(page.request, newResident('plage'));
  const title = `Baignade déconseillée ${Date.now().toString(36)}`;

  const admin = await openAs(browser, ADMIN);
  await serveWebcams(admin);
  await admin.goto('/sea');
  const phare = beach(admin, 'Plage du Phare');

  const flag = phare.getByRole('form', { name: 'Drapeau de Plage du Phare' });
  await flag.getByLabel('Drapeau').selectOption({ label: 'Rouge — Baignade interdite' });
  await flag.getByLabel('Note pour les baigneurs (facultative)').fill('Forte houle et courants');
  await flag.getByRole('button', { name: 'Enregistrer le drapeau' }).click();
  await expect(admin.getByText('Drapeau mis à jour')).toBeVisible();
  await expect(phare.getByText('Rouge', { exact: true })).toBeVisible();

  // A blank notice is refused in French; then it is published with an end date.
  await phare.getByRole('button', { name: 'Ajouter un avis' }).click();
  const notice = phare.getByRole('form', { name: 'Nouvel avis pour Plage du Phare' });
  await notice.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(notice.getByRole('alert')).toHaveText('Veuillez remplir le titre et le texte de l’avis.');
  await expectAccessible(admin, 'la mer, admin');
  await notice.getByLabel('Niveau').selectOption({ label: 'Alerte pollution' });
  await notice.getByLabel('Titre (obligatoire)').fill(title);
  await notice.getByLabel('Texte de l’avis (obligatoire)').fill('Prélèvements en cours après l’orage.');
  const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE');
  await notice.getByLabel('Dernier jour d’affichage (facultatif)').fill(inTwoDays);
  await notice.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(admin.getByText('Avis publié')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(phare.getByText(title)).toBeVisible();
  await closeAs(admin);

  await serveWebcams(page);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/sea');
  const seen = beach(page, 'Plage du Phare');
  await expect(seen.getByText('Rouge', { exact: true })).toBeVisible();
  await expect(seen.getByText('Baignade interdite')).toBeVisible();
  await expect(seen.getByText('Forte houle et courants')).toBeVisible();
  await expect(seen.getByText(title)).toBeVisible();
  await expect(seen.getByText('Alerte pollution')).toBeVisible();
  await expect(seen.getByText(/^Publié le .* · Jusqu’au /)).toBeVisible();
});
