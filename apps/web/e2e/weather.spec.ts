import type { APIRequestContext, Page } from '@playwright/test';
import { stubURL } from '../playwright.config';
import { expect, expectAccessible, skipSplash, test } from './fixtures';

// The second test makes the stub's forecast fail: the first must have seen it answer.
test.describe.configure({ mode: 'serial' });

const failForecast = (request: APIRequestContext, on: boolean) =>
  request.post(`${stubURL}/__stub/fail?path=/v1/forecast&on=${on ? 1 : 0}`);

/**
 * The toast (sonner's list item) settles below the app's top bar, never over it. It slides in from
 * above: its place is read until the animation has ended.
 */
async function expectToastBelowTopBar(page: Page) {
  await expect
    .poll(async () => {
      const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
      const barBox = await page.getByRole('banner').first().boundingBox();
      return toastBox !== null && barBox !== null && toastBox.y >= barBox.y + barBox.height;
    })
    .toBe(true);
}

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
  await expect(page.getByText(/^Dernière mise à jour\s: \d{2}:\d{2}$/)).toBeVisible();

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
  await expectToastBelowTopBar(page);
  // The old data are still shown.
  await expect(page.getByText('14°C', { exact: true })).toBeVisible();
  await expectAccessible(page, 'météo, données anciennes');

  await failForecast(request, false);
});

test('le fournisseur injoignable et rien en cache : un seul message, sous la barre du haut, et « Réessayer » marche', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  // The server's answer when the provider fails and it has nothing cached (its cache is shared by
  // the whole run, so the answer is given here rather than by emptying it).
  await page.route('**/api/weather', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'WEATHER_UNAVAILABLE',
          message: 'Impossible de récupérer les données météo pour le moment. Réessayez dans quelques minutes.',
        },
      }),
    }),
  );
  await page.goto('/weather');
  const alert = page.getByRole('alert').filter({ hasText: 'Erreur météo' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Réessayez dans quelques minutes.');
  // Said once: the screen's message, no toast repeating it.
  await page.waitForTimeout(500);
  await expect(page.getByText('Erreur météo')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await page.unroute('**/api/weather');
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('14°C', { exact: true })).toBeVisible();
  await expect(page.getByText('Erreur météo')).toHaveCount(0);
  // The browser logs the 503 given above: expected here, nothing else is.
  expect(consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
