import type { Announcement } from '@portmarin/shared';
import { baseURL } from '../playwright.config';
import {
  apiAs,
  createResident,
  expect,
  expectAccessible,
  MAIRIE,
  signIn,
  skipSplash,
  test,
  townDateTime,
} from './fixtures';
import { subscribeThroughStandIn } from './push-stand-in';

// The alerts are Web Push: the service worker must run (other journeys block it).
test.use({ serviceWorkers: 'allow' });

const SECTIONS = ['Cette semaine', 'Plages et mer', 'Météo', 'Manger et faire ses achats'];

test('un visiteur sans compte voit l’essentiel de son séjour sur l’accueil, à 390 px', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à Port-Marin' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of SECTIONS) await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  // Each section's data came (no error, nothing loading left).
  await expect(main.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
  await expect(main.getByText(/^Impossible de charger/)).toHaveCount(0);
  await expect(main.getByText(/^Drapeau |^Pas de surveillance$/).first()).toBeVisible();

  // Each leads to its full screen.
  const screens: [string, string][] = [
    ['Tout l’agenda', '/events'],
    ['Toute la mer : marées, avis, webcams', '/sea'],
    ['Toute la météo', '/weather'],
    ['Tout l’annuaire', '/directory'],
    ['Se connecter ou créer un compte', '/auth'],
  ];
  for (const [name, href] of screens) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // Nothing sticks out at a phone's width, down to the narrowest.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'accueil des visiteurs');

  // The town's calendar: a webcal link for the device's agenda, a copied link for Google Agenda.
  const calendar = `${baseURL}/api/events/town.ics`;
  await expect(main.getByRole('link', { name: 'S’abonner à l’agenda des événements' })).toHaveAttribute(
    'href',
    calendar.replace(/^http:/, 'webcal:'),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await main.getByRole('button', { name: 'Copier le lien de l’agenda des événements' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(calendar);
  const ics = await page.request.get(calendar);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);

  // « Où manger » opens the directory on its restaurants.
  await main.getByRole('link', { name: 'Tous les restaurants' }).click();
  await expect(page).toHaveURL(`${baseURL}/directory?categorie=Restaurant`);
  await expect(page.getByRole('button', { name: 'Restaurant', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('un visiteur abonne ce navigateur aux alertes sans compte, reçoit la suivante, puis se désabonne', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = await subscribeThroughStandIn(page);
  await skipSplash(page);
  await page.goto('/');

  const subscribe = page.getByRole('button', { name: 'Recevoir les alertes de la mairie' });
  await expect(subscribe).toBeEnabled();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/visitor-subscriptions') && r.request().method() === 'POST',
  );
  await subscribe.click();
  const post = await saved;
  expect(post.status()).toBe(204);
  expect(post.request().postDataJSON()).toMatchObject({ kind: 'web', endpoint: device.endpoint });
  await expect(page.getByText('Alertes activées')).toBeVisible();
  await expect(page.getByText('Ce navigateur reçoit les alertes de la mairie.')).toBeVisible();
  // Nothing reached the device on subscribing; the town hall's next Alerte does, urgent.
  expect(await device.received()).toEqual([]);
  const mairie = await apiAs(MAIRIE);
  const title = `Vigilance orange orages ${Date.now().toString(36)}`;
  const published = await mairie.post('/api/announcements', {
    data: {
      category: 'Alerte',
      title,
      text: 'Orages violents attendus cet après-midi : évitez la plage et le port.',
      startsAt: townDateTime(),
      endsAt: townDateTime(6 * 60 * 60 * 1000),
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const { id } = (await published.json()) as Announcement;
  // Filtered: another spec's alert may reach this device too.
  await expect
    .poll(async () => (await device.received()).filter((push) => push.payload.body === title))
    .toEqual([
      {
        payload: {
          title: 'Mairie de Port-Marin · Alerte',
          body: title,
          url: `/annonces/${id}?source=push`,
          tag: `announcement-${id}`,
        },
        urgency: 'high',
        ttl: '86400',
      },
    ]);
  await expect(page.getByText('Alertes activées')).toBeHidden();
  await expectAccessible(page, 'accueil des visiteurs, alertes activées');

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/visitor-subscriptions') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Ne plus recevoir les alertes' }).click();
  const deleted = await removed;
  expect(deleted.status()).toBe(204);
  expect(deleted.request().postDataJSON()).toEqual({ endpoint: device.endpoint });
  await expect(page.getByText('Alertes désactivées')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recevoir les alertes de la mairie' })).toBeVisible();
  // Withdrawn, so that the other journeys' pinned slots are as they were.
  expect((await mairie.post(`/api/announcements/${id}/withdraw`)).status()).toBe(200);
  await mairie.dispose();
});

test('un résident qui ouvre l’accueil arrive sur le fil', async ({ page, request }) => {
  const resident = await createResident(request);
  await signIn(page, resident);
  await skipSplash(page);
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/feed`);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
});
