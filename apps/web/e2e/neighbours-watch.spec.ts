import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  MODERATOR,
  ONE_PIXEL_PNG,
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  setTheme,
  signIn,
  skipSplash,
  test,
} from './fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** The card of the report titled `title` in the list. */
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a resident reports a broken streetlight with a photo, a moderator moves it to En cours, the reporter is notified', async ({
  page,
  browser,
}) => {
  test.slow();
  const reporter = await createResident(page.request, newResident('riveraine'));
  const title = `Lampadaire en panne ${Date.now().toString(36)}`;

  await skipSplash(page);
  await signIn(page, reporter);
  // The device's position: a few metres from the seeded report of the quai's lamps.
  await page.context().grantPermissions(['geolocation'], { origin: baseURL });
  await page.context().setGeolocation({ latitude: 47.7332, longitude: -3.3663 });
  await page.goto('/neighbors-watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Voisins Vigilants' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Ce service ne traite pas les urgences.');
  await expect(page.getByRole('link', { name: '17' })).toHaveAttribute('href', 'tel:17');
  await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('radio', { name: 'Anonymement' })).toBeChecked();
  // The seeded reports are listed, anonymous.
  await expect(card(page, 'Lampadaires éteints sur le quai').getByText('Signalement anonyme')).toBeVisible();
  await expectAccessible(page, 'neighbours watch (resident)');

  const send = page.getByRole('button', { name: 'Envoyer le signalement' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Type de signalement').selectOption('eclairage');
  const text = page.getByLabel("Décrivez l'incivilité ou le problème");
  await text.fill('   ');
  await expect(send).toBeDisabled();
  await page.getByLabel('Titre (facultatif)').fill(title);
  await text.fill('Le lampadaire au coin de la cale ne s’allume plus depuis lundi soir.');
  await expect(send).toBeEnabled();

  // The position brings up the similar open report nearby, with "Moi aussi".
  await page.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(page.getByText(/Position de l'appareil\s: 47,733/)).toBeVisible();
  const similar = page.getByRole('region', { name: 'Signalements similaires à proximité' });
  await expect(similar.getByText('Lampadaires éteints sur le quai')).toBeVisible();
  await expect(similar.getByRole('button', { name: /Moi aussi/ })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page, 'report form with similar reports');

  // It is another lamp: the resident files it with their name (to be called back), a photo and the place.
  await page.getByLabel('Adresse ou repère').fill('Cale du port, côté capitainerie');
  await page.getByRole('radio', { name: 'Avec mon nom' }).check();
  await page.getByTestId('report-photo-input').setInputFiles({
    name: 'lampadaire.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(page.getByRole('img', { name: 'Aperçu de la pièce jointe au signalement' })).toBeVisible();
  // RGAA 1.3: the reporter describes the photo; the report reads it in its place.
  await page.getByLabel('Décrire la photo').fill('Lampadaire éteint au coin de la rue, globe fendu');
  await send.click();
  await expect(page.getByText('Signalement envoyé', { exact: true })).toBeVisible();
  await expect(page.getByText('Votre signalement a été transmis aux services compétents.')).toBeVisible();
  await expect(text).toHaveValue('');

  const mine = card(page, title);
  await expect(mine.getByText('Votre signalement (avec votre nom)', { exact: true })).toBeVisible();
  await expect(mine.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(mine.getByText('Cale du port, côté capitainerie')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Éclairage public' })).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Lampadaire éteint au coin de la rue, globe fendu' })).toBeVisible();
  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The moderator sees who filed it (they gave their name) and moves it to En cours with a note.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.goto('/neighbors-watch');
  const seen = card(moderator, title);
  await expect(seen.getByText(`Signalé par ${reporter.name}`)).toBeVisible();
  await seen.getByRole('button', { name: 'Voir le suivi' }).click();
  await expect(seen.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await seen.getByLabel('Nouveau statut').selectOption('en_cours');
  await seen.getByLabel('Note pour les résidents (facultatif)').fill('Intervention de l’électricien prévue jeudi.');
  await expectAccessible(moderator, 'neighbours watch (moderator, follow-up open)');
  await seen.getByRole('button', { name: 'Mettre à jour le statut' }).click();
  await expect(seen.getByText('En cours', { exact: true }).first()).toBeVisible();
  await expect(seen.getByText('Note des services :')).toBeVisible();
  await closeAs(moderator);

  // The reporter's bell rings; the notification opens the report and its history.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue');
  await bell(page).click();
  const row = page.getByTestId('notification').first();
  await expect(row).toContainText('Un signalement que vous suivez a changé de statut');
  await expect(row).toContainText('En cours : Intervention de l’électricien prévue jeudi.');
  await row.click();
  await expect(page).toHaveURL(/\/neighbors-watch\/[0-9a-f-]{36}$/);
  const report = card(page, title);
  await expect(report.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(
    report.getByRole('listitem').filter({ hasText: 'Intervention de l’électricien prévue jeudi.' }),
  ).toBeVisible();
  // Both themes: the scan switches the page to the other one.
  await expectAccessible(page, 'report page');
});

test('a visitor reads the reports anonymously and is asked to sign in to report', async ({ page }) => {
  await skipSplash(page);
  await setTheme(page, 'dark');
  await page.goto('/neighbors-watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Voisins Vigilants' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(card(page, 'Musique forte après minuit').getByText('En cours', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Signalé par/)).toHaveCount(0);
  await expectAccessible(page, 'neighbours watch (visitor, dark)');
});

test('a report filed anonymously names its reporter to nobody, moderators included (390 px)', async ({
  page,
  browser,
}) => {
  test.slow();
  const reporter = await createResident(page.request, newResident('discrete'));
  const title = `Dépôt sauvage ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, reporter);
  await page.goto('/neighbors-watch');

  // The form says who will see the reporter's name, for each choice; anonymous is the default.
  const anonymously = page.getByRole('radio', { name: 'Anonymement' });
  await expect(anonymously).toBeChecked();
  await expect(anonymously).toHaveAccessibleDescription(/Personne ne verra votre nom/);
  await expect(page.getByRole('radio', { name: 'Avec mon nom' })).toHaveAccessibleDescription(
    /Les modérateurs et les services municipaux verront votre nom/,
  );
  await expect(
    page.getByText('Les signalements sont transmis de manière anonyme aux services municipaux.'),
  ).toHaveCount(0);
  await page.getByLabel('Type de signalement').selectOption('dechets');
  await page.getByLabel('Titre (facultatif)').fill(title);
  await page.getByLabel("Décrivez l'incivilité ou le problème").fill('Des gravats déposés au pied du calvaire.');
  await page.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText('Signalement envoyé', { exact: true })).toBeVisible();
  await expect(card(page, title).getByText('Votre signalement (anonyme)', { exact: true })).toBeVisible();
  await expectAccessible(page, 'neighbours watch, anonymous report (390 px)');

  // The moderator's follow-up reads 'Signalement anonyme', here and on the seeded reports.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.goto('/neighbors-watch');
  const seen = card(moderator, title);
  await expect(seen.getByText('Signalement anonyme', { exact: true })).toBeVisible();
  await seen.getByRole('button', { name: 'Voir le suivi' }).click();
  await expect(seen.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(seen).not.toContainText(reporter.name);
  await expect(card(moderator, 'Lampadaires éteints sur le quai').getByText('Signalement anonyme')).toBeVisible();
  await expect(moderator.getByText('Signalé par Yann Kerbrat')).toHaveCount(0);
  await closeAs(moderator);
});
