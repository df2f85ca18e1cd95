import type { APIRequestContext } from '@playwright/test';
import { stubURL } from '../playwright.config';
import { expect, expectAccessible, skipSplash, test } from './fixtures';

// The second test makes the stub's forecast fail: the first must have seen it answer.
test.describe.configure({ mode: 'serial' });

const failForecast = (request: APIRequestContext, on: boolean) =>
  request.post(`${stubURL}/__stub/fail?path=/v1/forecast&on=${on ? 1 : 0}`);

test.afterAll(async ({ request }) => {
  await failForecast(request, false);
});

test('la météo du fournisseur, ouverte depuis le menu, accessible en clair et en sombre', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/menu');
  await page.getByRole('link', { name: /^Météo/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Météo' })).toBeVisible();
  await expect(page.getByText('Port-Marin, Bretagne')).toBeVisible();
  // The stub's current conditions (apps/server/test/providers/forecast.ts): 14.3 °C, partly cloudy.
  await expect(page.getByText('14°C', { exact: true })).toBeVisible();
  await expect(page.getByText('Partiellement nuageux').first()).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour : \d{2}:\d{2}$/)).toBeVisible();

  const week = page.getByRole('list').filter({ has: page.getByText("Aujourd'hui", { exact: true }) });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  await expect(week.getByRole('listitem').nth(1)).toContainText('Demain');
  await expect(page.getByRole('heading', { name: 'Prévisions heure par heure' })).toBeVisible();
  await expect(page.getByText('Protection recommandée')).toBeVisible();
  await expect(page.getByRole('link', { name: /^La mer/ })).toHaveAttribute('href', '/sea');
  // Both themes (the fixture flips the theme on the same page).
  await expectAccessible(page, 'météo');
});

test('le fournisseur en panne : les dernières données restent, avec leur âge', async ({ page, request }) => {
  await skipSplash(page);
  await page.goto('/weather');
  await expect(page.getByText('14°C', { exact: true })).toBeVisible();

  expect((await failForecast(request, true)).ok()).toBe(true);
  // Past the e2e server's 2 s cache, the server asks the provider again, which fails.
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Actualiser' }).click();

  await expect(page.getByText('Les données météo n’ont pas pu être actualisées.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Données du .+ à \d{2}:\d{2} \(il y a .+\)/ })).toBeVisible();
  await expect(page.getByText('Erreur météo')).toBeVisible();
  await expect(page.getByText('Impossible de récupérer les données météo')).toBeVisible();
  // The old data are still shown.
  await expect(page.getByText('14°C', { exact: true })).toBeVisible();
  await expectAccessible(page, 'météo, données anciennes');

  await failForecast(request, false);
});
