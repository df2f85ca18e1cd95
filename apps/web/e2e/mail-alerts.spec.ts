import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  apiAs,
  expect,
  expectAccessible,
  MAIRIE,
  seriousViolations,
  skipSplash,
  test,
  townDateTime,
  waitForMail,
} from './fixtures';

const HOUR = 60 * 60 * 1000;

/** The server's pages of a mail's link follow the system's scheme: axe in light, then in dark. */
async function expectAccessibleBothSchemes(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await seriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await seriousViolations(page, ['color-contrast', 'link-in-text-block']);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(light, `${label} (clair)`).toEqual([]);
  expect(dark, `${label} (sombre)`).toEqual([]);
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test('un visiteur s’abonne aux alertes par e-mail, confirme, reçoit l’Alerte, puis se désabonne', async ({
  page,
  request,
}) => {
  const email = `alerte.${Date.now().toString(36)}@exemple.fr`;
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Recevoir les annonces par e-mail' });
  await expect(form).toBeVisible();

  // A wrong address is said on the field, nothing sent.
  await form.getByLabel('Adresse e-mail').fill('lea.exemple.fr');
  await form.getByRole('button', { name: 'S’abonner par e-mail' }).click();
  await expect(form.getByText("L'adresse e-mail n'est pas valide.")).toBeVisible();

  await form.getByLabel('Adresse e-mail').fill(email);
  await expect(form.getByRole('radio', { name: '« Alerte » seulement' })).toBeChecked();
  await form.getByRole('button', { name: 'S’abonner par e-mail' }).click();
  await expect(form.getByText('Un e-mail de confirmation vient d’être envoyé.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'accueil des visiteurs : abonnement par e-mail');

  // The confirmation link asks first, then confirms.
  const confirmation = await waitForMail(email);
  expect(confirmation.subject).toBe('Confirmez votre abonnement aux annonces — PortMarin');
  await page.goto(pathOf(confirmation.links[0]!));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre abonnement ?' })).toBeVisible();
  await expect(page.getByText('Vous recevrez par e-mail les alertes de la Mairie de Port-Marin.')).toBeVisible();
  await expectAccessibleBothSchemes(page, 'confirmation de l’abonnement : question');
  await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement confirmé' })).toBeVisible();
  await expectAccessibleBothSchemes(page, 'confirmation de l’abonnement : faite');

  // The mairie publishes an Alerte; the mail job runs (test trigger) and the mail arrives.
  const mairie = await apiAs(MAIRIE);
  const title = `Tempête ${Date.now().toString(36)}`;
  const published = await mairie.post('/api/announcements', {
    data: {
      category: 'Alerte',
      title,
      text: 'Restez à l’abri du front de mer jusqu’à demain matin.',
      location: 'Front de mer',
      startsAt: townDateTime(-HOUR),
      endsAt: townDateTime(6 * HOUR),
    },
  });
  expect(published.status()).toBe(201);
  const after = Date.now();
  const ran = await request.post('/api/test/jobs/mail-alerts', {
    data: { at: new Date().toISOString() },
    headers: { origin: baseURL },
  });
  expect(ran.status()).toBe(204);
  const alert = await waitForMail(email, after);
  expect(alert.subject).toBe(`Alerte : ${title}`);
  await mairie.dispose();

  // Its unsubscribe link: a question, then the confirmation; the address is gone.
  const unsubscribe = alert.links.find((link) => link.includes('/api/mail-alerts/unsubscribe'))!;
  await page.goto(pathOf(unsubscribe));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ne plus recevoir les annonces par e-mail ?' }),
  ).toBeVisible();
  await expectAccessibleBothSchemes(page, 'désabonnement : question');
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Désabonnement confirmé' })).toBeVisible();
  await expect(page.getByText('Votre adresse a été effacée')).toBeVisible();
  await expectAccessibleBothSchemes(page, 'désabonnement : fait');
});

test('la page des annonces propose aussi l’abonnement par e-mail', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await page.goto('/annonces');
  const form = page.getByRole('form', { name: 'Recevoir les annonces par e-mail' });
  await expect(form.getByRole('radio', { name: 'Toutes les annonces' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
