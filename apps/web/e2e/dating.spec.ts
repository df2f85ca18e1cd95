import type { Page } from '@playwright/test';
import {
  MODERATOR,
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

/** YYYY-MM-DD, `years` years before today. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The dating card of the seeded resident `name`. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}, \\d+ ans$`) }) });

test('an adult passes the age gate, opts in, sees others by tab and writes to one', async ({ page }) => {
  test.setTimeout(120_000);
  const resident = await createResident(page.request, newResident('rencontre'));
  await skipSplash(page);
  await signIn(page, resident);

  // The romantic tab without a verification: the gate.
  await page.goto('/dating?tab=romantic');
  await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();
  const gate = page.getByRole('form', { name: 'Vérification de l’âge' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Romantique' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'age gate');
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  await expect(page.getByText('Date requise')).toBeVisible();

  // Two seconds of verification, then 'Âge vérifié', mirrored in the browser.
  await gate.getByLabel('Date de naissance').fill(yearsAgo(34));
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  await expect(page.getByText('Vérification de votre âge en cours...')).toBeVisible();
  await expect(page.getByText('Âge vérifié')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('dating_age_verified'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('dating_verification_date'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  await expect(card(page, 'Marie Le Goff')).toBeVisible();
  await expect(card(page, 'Yann Kerbrat')).toHaveCount(0);

  // Opting in.
  const form = page.getByRole('form', { name: 'Mon profil de rencontre' });
  await form.getByLabel('Présentation').fill('Photographe amateur, je découvre la côte.');
  await form.getByLabel('Centres d’intérêt (séparés par des virgules)').fill('Photographie, Kayak');
  await form.getByRole('radio', { name: 'Sportive' }).check();
  await form.getByRole('button', { name: 'Créer mon profil' }).click();
  await expect(page.getByText('Profil créé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier mon profil' })).toBeVisible();

  // The friends tab (the default) lists the Amicale profiles, with the 'Profil vérifié' badge.
  await page.getByRole('tab', { name: 'Amis' }).click();
  await expect(page).toHaveURL(/[?&]tab=friends/);
  const loic = card(page, 'Loïc Le Floch');
  await expect(loic).toBeVisible();
  await expect(loic.getByText('Profil vérifié')).toBeVisible();
  await expect(loic.getByRole('button', { name: 'Signaler le profil de Loïc Le Floch' })).toBeVisible();
  await expectAccessible(page, 'friends tab');

  await page.getByRole('tab', { name: 'Sport' }).click();
  await expect(card(page, 'Yann Kerbrat')).toBeVisible();
  await page.getByRole('tab', { name: 'Événements' }).click();
  await expect(page.getByRole('tab', { name: 'Événements' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/Aucun événement de rencontre à venir|Organisé par/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'events tab');

  // 'Envoyer un message' starts the conversation.
  await page.getByRole('tab', { name: 'Sport' }).click();
  const yann = card(page, 'Yann Kerbrat');
  await yann.getByRole('button', { name: 'Envoyer un message' }).click();
  await yann.getByLabel('Votre message à Yann Kerbrat').fill('Bonjour ! Une sortie kayak samedi ?');
  await yann.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page).toHaveURL(/\/conversation\//);
  await expect(page.getByText('Bonjour ! Une sortie kayak samedi ?')).toBeVisible();
});

test('a minor is refused, by the screen and by the API', async ({ page }) => {
  const resident = await createResident(page.request, newResident('mineur'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/dating');
  await expect(page.getByRole('tab', { name: 'Amis' })).toHaveAttribute('aria-selected', 'true');
  const gate = page.getByRole('form', { name: 'Vérification de l’âge' });
  await gate.getByLabel('Date de naissance').fill(yearsAgo(16));
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirmer cette date de naissance ?' })
    .getByRole('button', { name: 'Confirmer cette date' })
    .click({ timeout: 15_000 });
  await expect(page.getByText('Accès refusé').first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Vous devez avoir au moins 18 ans pour accéder à la section dating').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dating_age_verified'))).toBeNull();
  await expectAccessible(page, 'refused');

  for (const url of ['/api/dating/profiles?tab=romantic', '/api/dating/events', '/api/dating/me']) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(403);
    expect((await res.json()).error.code).toBe('DATING_UNDERAGE');
  }
});

test('a typo in the birth date is confirmed first, and a moderator can reset a mistaken one (390 px)', async ({
  page,
  browser,
}) => {
  test.slow();
  const resident = await createResident(page.request, newResident('distraite'));
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/dating');
  const gate = page.getByRole('form', { name: 'Vérification de l’âge' });
  const birthDate = gate.getByLabel('Date de naissance');

  // 2012 instead of 1992: the dialog says what will happen, and 'Annuler' goes back to the date.
  await birthDate.fill('2012-06-15');
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmer cette date de naissance ?' });
  await expect(confirm).toContainText('15 juin 2012', { timeout: 15_000 });
  await expect(confirm).toContainText('l’accès à la section rencontres vous sera refusé');
  await expectAccessible(page, 'birth date confirmation');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(birthDate).toBeFocused();
  // Nothing was stored: the gate still asks, it does not refuse.
  expect((await (await page.request.get('/api/dating/me')).json()).error.code).toBe('DATING_VERIFICATION_REQUIRED');

  // Confirmed by mistake all the same: refused, and no way to retype it alone.
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  await confirm.getByRole('button', { name: 'Confirmer cette date' }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible({ timeout: 15_000 });
  const retry = await page.request.post('/api/dating/verify-age', {
    data: { birthDate: '1992-06-15', confirmRefusal: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect((await retry.json()).error.code).toBe('DATING_BIRTH_DATE_LOCKED');

  // The way back: a request to the moderators.
  await page.getByRole('button', { name: 'Demander une correction' }).click();
  const ask = page.getByRole('dialog', { name: 'Corriger ma date de naissance' });
  await ask.getByLabel('Votre explication').fill('Je suis née le 15 juin 1992 : faute de frappe sur l’année.');
  await expectAccessible(page, 'birth date correction request');
  await ask.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText(/Votre demande de correction est entre les mains des modérateurs/)).toBeVisible();

  // A moderator checks it in 'À valider' and resets the date.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.goto('/moderation');
  await moderator.getByRole('tab', { name: 'À valider' }).click();
  const request = moderator.getByRole('listitem').filter({ hasText: resident.name });
  await expect(request).toContainText('2012-06-15');
  await expectAccessible(moderator, 'moderation, pending tab');
  await request.getByRole('button', { name: `Réinitialiser la date de naissance de ${resident.name}` }).click();
  await moderator.getByRole('alertdialog').getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(moderator.getByText('Date réinitialisée', { exact: true })).toBeVisible();
  await expect(request).toHaveCount(0);
  await closeAs(moderator);

  // The resident is told, and enters the right date.
  await page.goto('/notifications');
  await expect(page.getByText('Votre date de naissance a été réinitialisée')).toBeVisible();
  await page.goto('/dating');
  await gate.getByLabel('Date de naissance').fill('1992-06-15');
  await gate.getByRole('button', { name: 'Vérifier mon âge' }).click();
  await expect(page.getByText('Âge vérifié').first()).toBeVisible({ timeout: 15_000 });
});
