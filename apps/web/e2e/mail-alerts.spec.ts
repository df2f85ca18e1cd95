import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  apiAs,
  createResident,
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

test('le lien de désabonnement du résumé demande d’abord, puis confirme, aux couleurs de l’app', async ({
  page,
  request,
}) => {
  const resident = await createResident(request);
  const neighbour = await createResident(request);
  const residentApi = await apiAs(resident);
  const neighbourApi = await apiAs(neighbour);
  expect((await residentApi.patch('/api/settings', { data: { digest: 'daily' } })).status()).toBe(200);
  const post = await residentApi.post('/api/posts', { data: { content: 'Lever de soleil sur la jetée' } });
  const { id } = (await post.json()) as { id: string };
  const comment = await neighbourApi.post(`/api/posts/${id}/comments`, { data: { content: 'Superbe photo' } });
  expect(comment.ok(), await comment.text()).toBe(true);
  await Promise.all([residentApi.dispose(), neighbourApi.dispose()]);

  // The next day's run of the digest (the period of the choice made now is done already), its day
  // still covering the comment: five minutes short of a day later.
  const after = Date.now();
  const ran = await request.post('/api/test/jobs/digest', {
    data: { at: new Date(Date.now() + 24 * HOUR - 5 * 60_000).toISOString() },
    headers: { origin: baseURL },
  });
  expect(ran.status()).toBe(204);
  const digest = await waitForMail(resident.email, after);
  const unsubscribe = digest.links.find((link) => link.includes('/api/settings/digest/unsubscribe'))!;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathOf(unsubscribe));
  await expect(page.getByRole('heading', { level: 1, name: 'Ne plus recevoir le résumé par e-mail ?' })).toBeVisible();
  await expect(page.getByText('Vous ne recevrez plus')).toHaveCount(0);
  await expectAccessibleBothSchemes(page, 'désabonnement du résumé : question');
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Désabonnement confirmé' })).toBeVisible();
  await expect(page.getByText('Vous ne recevrez plus le résumé par e-mail.')).toBeVisible();
  await expectAccessibleBothSchemes(page, 'désabonnement du résumé : fait');
  await expect(page.getByRole('link', { name: 'Ouvrir les paramètres' })).toHaveAttribute('href', '/settings');
});
