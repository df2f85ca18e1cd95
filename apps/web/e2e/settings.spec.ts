import fs from 'node:fs/promises';
import { baseURL } from '../playwright.config';
import { createResident, expect, signIn, skipSplash, test } from './fixtures';

test('les réglages sont enregistrés sur le compte', async ({ page, request, browser }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/settings');

  const messages = page.getByRole('switch', { name: 'Messages' });
  const posts = page.getByRole('switch', { name: 'Publications' });
  const online = page.getByRole('switch', { name: 'Statut en ligne' });
  // Spec defaults.
  await expect(messages).not.toBeChecked();
  await expect(posts).toBeChecked();
  await expect(online).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Profil visible' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Confirmations de lecture' })).toBeChecked();
  // Issue 37: the « Résident vérifié » mark is the resident's choice, off until made.
  await expect(page.getByRole('switch', { name: 'Afficher « Résident vérifié » sur mon profil' })).not.toBeChecked();

  await messages.click();
  await expect(page.getByText('Vos préférences de notification ont été sauvegardées')).toBeVisible();
  await expect(messages).toBeChecked();
  await online.click();
  await expect(page.getByText('Vos paramètres de confidentialité ont été mis à jour')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Messages' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Statut en ligne' })).toBeChecked();

  // Another browser, same account: the settings follow the resident.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
  await signIn(otherPage, resident);
  await otherPage.goto('/settings');
  await expect(otherPage.getByRole('switch', { name: 'Messages' })).toBeChecked();
  await expect(otherPage.getByRole('switch', { name: 'Statut en ligne' })).toBeChecked();
  await expect(otherPage.getByRole('switch', { name: 'Publications' })).toBeChecked();
  await other.close();
});

test('télécharger mes données puis supprimer le compte', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/settings');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  await expect(page.getByText('Téléchargement en cours')).toBeVisible();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^portmarin-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { email: string; username: string };
    settings: { notifications: { messages: boolean } };
  };
  expect(exported.account.email).toBe(resident.email);
  expect(exported.account.username).toBe(resident.username);
  expect(exported.settings.notifications.messages).toBe(false);

  await page.getByRole('button', { name: 'Supprimer le compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Votre adresse e-mail').fill(resident.email);
  await confirm.click();
  await expect(page.getByText('Votre compte et vos données ont été supprimés')).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);

  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email: resident.email, password: resident.password },
    headers: { origin: baseURL },
  });
  expect(again.status()).toBe(401);
});
