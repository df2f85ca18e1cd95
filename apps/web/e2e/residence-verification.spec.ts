import type { VerificationStatus } from '@portmarin/shared';
import type { Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  apiAs,
  closeAs,
  createResident,
  expect,
  expectAccessible,
  MAIRIE,
  openAs,
  signIn,
  skipSplash,
  test,
  type Resident,
} from './fixtures';
import { identifyAtFranceConnect, residentsOnlyReferendum, type Person } from './verification';

/**
 * One resident, one voice (issue 37) at a phone's width: identity through FranceConnect (the
 * stand-in), a letter's code read back from the PDF the town hall downloads, the counter, a wrong
 * code, and the vote in a residents-only referendum. Letters go to the name FranceConnect gave.
 */
test.use({ viewport: { width: 390, height: 844 } });
// The town hall's download prints every pending letter: the journeys take turns.
test.describe.configure({ mode: 'serial' });

/**
 * Axe on the screen once the step's toast has gone: a toast fading while the theme flips is
 * measured half transparent, a contrast no resident sees.
 */
async function scanOnceToastsGone(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page, label);
}

/** Someone FranceConnect knows, unique to the run (the stand-in derives the `sub` from it). */
const newPerson = (givenName: string): Person => ({
  givenName: `${givenName} ${randomBytes(3).toString('hex')}`,
  familyName: 'Kerhervé',
  birthdate: '1979-03-02',
});

/** The resident signs in and identifies with FranceConnect on /verification. */
async function signInIdentified(page: Page, resident: Resident, person: Person): Promise<void> {
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/verification');
  await identifyAtFranceConnect(page, person);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre identité est vérifiée par FranceConnect.' }),
  ).toBeVisible();
}

/** The resident votes « Pour » on the referendum's page and gets a receipt. */
async function voteFor(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/referendum/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Pour' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Voter « Pour » ?' });
  await dialog.getByRole('button', { name: 'Confirmer mon vote' }).click();
  await expect(page.getByText('Votre vote est enregistré.')).toBeVisible();
  await expect(page.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
}

/** The resident picks an address with the keyboard and asks for the letter. */
async function requestLetter(page: Page, typed: string, label: string): Promise<void> {
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Votre adresse dans la commune' });
  await picker.fill(typed);
  await expect(page.getByRole('option', { name: label })).toBeVisible();
  while ((await page.getByRole('option', { name: label }).getAttribute('aria-selected')) !== 'true') {
    await picker.press('ArrowDown');
  }
  await picker.press('Enter');
  await expect(picker).toHaveValue(label);
  await page.getByRole('button', { name: 'Recevoir un code par courrier' }).click();
  await expect(page.getByRole('main').getByText('Courrier demandé', { exact: true })).toBeVisible();
}

/** The town hall's desk downloads the PDF through its button; the text of each page. */
async function downloadLetters(page: Page): Promise<string[]> {
  await page.goto('/verification/mairie');
  const button = page.getByRole('button', { name: 'Télécharger les courriers (PDF)' });
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^courriers-verification-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile((await download.path())!)));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The code printed on the page addressed to `name`. */
function codeFor(pages: string[], name: string): string {
  const letter = pages.find((text) => text.includes(name));
  expect(letter, `no letter for ${name}`).toBeTruthy();
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(letter!)?.[1];
  expect(code, 'no code on the letter').toBeTruthy();
  return code!;
}

test('un résident s’identifie avec FranceConnect, reçoit son code par courrier, puis vote au référendum des résidents', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const resident = await createResident(request);
  const person = newPerson('Soizic');
  const name = `${person.givenName} ${person.familyName}`;
  await signInIdentified(page, resident, person);
  await requestLetter(page, '7 rue du port', '7 Rue du Port, 56290 Port-Marin');
  await scanOnceToastsGone(page, '/verification (courrier demandé)');

  const mairie = await openAs(browser, MAIRIE);
  await mairie.setViewportSize({ width: 390, height: 844 });
  const pages = await downloadLetters(mairie);
  const letter = pages.find((text) => text.includes(name))!;
  expect(letter).toContain('7 Rue du Port');
  expect(letter).toContain('56290 PORT-MARIN');
  const code = codeFor(pages, name);
  await expect(mairie.getByText('Aucun courrier en attente.')).toBeVisible();
  await closeAs(mairie);

  await page.goto('/verification');
  await expect(page.getByText('Courrier envoyé au 7 Rue du Port, 56290 Port-Marin')).toBeVisible();
  await page.getByLabel('Code reçu par courrier').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('main').getByText('Résident vérifié', { exact: true })).toBeVisible();
  await expect(page.getByText(/^jusqu’au \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  await scanOnceToastsGone(page, '/verification (résident vérifié)');

  const title = `Place du Marché ${Date.now().toString(36)}`;
  await voteFor(
    page,
    await residentsOnlyReferendum(
      title,
      'Faut-il végétaliser la place du Marché ?',
      'Des arbres et des bancs à la place de dix places de stationnement.',
    ),
    title,
  );
});

test('un code faux affiche l’erreur en français et les essais restants', async ({ page, request }) => {
  const resident = await createResident(request);
  await signInIdentified(page, resident, newPerson('Gwenn'));
  await requestLetter(page, '12 quai des pêcheurs', '12 Quai des Pêcheurs, 56290 Port-Marin');
  // The letter is printed (by this download, or by a journey's that ran at the same moment).
  const mairie = await apiAs(MAIRIE);
  const printed = await mairie.post('/api/verification/residence/letters');
  expect([200, 409]).toContain(printed.status());
  await mairie.dispose();
  const status = (await (await page.request.get('/api/verification')).json()) as VerificationStatus;
  expect(status.residence?.state).toBe('letter_sent');

  await page.goto('/verification');
  // No code has I, L, O, 0 or 1: this one is wrong whatever the letter says.
  await page.getByLabel('Code reçu par courrier').fill('ILO0-1ILO');
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ce code ne correspond pas à celui de votre courrier. Il vous reste 4 essais.',
  );
  await expect(page.getByText('Il vous reste 4 essais.', { exact: true })).toBeVisible();
  await scanOnceToastsGone(page, '/verification (code faux)');
});

test('la mairie vérifie un résident à l’accueil ; il se voit « Résident vérifié »', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const resident = await createResident(request);
  const mairie = await openAs(browser, MAIRIE);
  await mairie.setViewportSize({ width: 390, height: 844 });
  await mairie.goto('/verification/mairie');
  await expect(mairie.getByRole('heading', { level: 1, name: 'Vérification des domiciles' })).toBeVisible();
  await mairie.getByLabel('Chercher le résident').fill(resident.username);
  await mairie.getByRole('radio', { name: new RegExp(resident.name) }).check();
  const picker = mairie.getByRole('combobox', { name: 'Adresse du résident' });
  await picker.fill('3 place de la mairie');
  const option = mairie.getByRole('option', { name: '3 Place de la Mairie, 56290 Port-Marin' });
  await expect(option).toBeVisible();
  await option.click();
  await mairie.getByLabel('Justificatif présenté').fill('Carte d’identité et facture d’électricité');
  await mairie.getByRole('button', { name: 'Marquer comme vérifié' }).click();
  await expect(mairie.getByText('Carte d’identité et facture d’électricité', { exact: false })).toBeVisible();
  await expect(
    mairie.getByRole('list', { name: 'Résidents vérifiés' }).getByText(resident.name, { exact: true }),
  ).toBeVisible();
  await scanOnceToastsGone(mairie, '/verification/mairie');
  await closeAs(mairie);

  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/verification');
  await expect(page.getByRole('main').getByText('Résident vérifié', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Domicile vérifié au 3 Place de la Mairie, 56290 Port-Marin, à l’accueil de la mairie.'),
  ).toBeVisible();

  const title = `Parking de la Cale ${Date.now().toString(36)}`;
  await voteFor(
    page,
    await residentsOnlyReferendum(
      title,
      'Faut-il agrandir le parking de la Cale ?',
      'Vingt places de plus, sur le terrain de l’ancienne criée.',
    ),
    title,
  );
});
