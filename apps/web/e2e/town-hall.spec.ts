import type { Announcement } from '@portmarin/shared';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  closeAs,
  createResident,
  MAIRIE,
  townDateTime,
  expect,
  expectAccessible,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';
import { registerStandInDevice } from './push-stand-in';

const HOUR = 60 * 60 * 1000;

/** An announcement as this page's user reads it through the API (the mairie sees its reach). */
async function readAs(page: Page, id: string): Promise<Announcement> {
  const res = await page.request.get(`/api/announcements/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Announcement;
}

/** The mairie publishes through the screen's form; the API's answer gives the new announcement. */
async function publish(page: Page, category: 'Alerte' | 'Information', title: string): Promise<Announcement> {
  await page.goto('/annonces');
  await page.getByRole('button', { name: 'Publier une annonce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publier une annonce' });
  await dialog.getByLabel('Catégorie').selectOption(category);
  await dialog.getByLabel('Titre').fill(title);
  await dialog
    .getByLabel('Texte')
    .fill('Vents jusqu’à 120 km/h cette nuit : rentrez les objets des balcons, évitez le front de mer.');
  await dialog.getByLabel('Lieu (facultatif)').fill('Front de mer');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/announcements') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Publier l’annonce' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText('Annonce publiée')).toBeVisible();
  return (await response.json()) as Announcement;
}

test('la mairie publie une Alerte : épinglée « Officiel », poussée en urgence malgré les heures calmes, comptée', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  const { received } = await registerStandInDevice(page.request);
  // The resident's quiet hours are now, on the town's clock.
  const quiet = await page.request.patch('/api/settings', {
    data: { quietHours: { enabled: true, start: townDateTime(-HOUR).slice(11), end: townDateTime(HOUR).slice(11) } },
    headers: { origin: baseURL },
  });
  expect(quiet.status()).toBe(200);

  const mairie = await openAs(browser, MAIRIE);
  // An « Information » during quiet hours waits for their end.
  const notice = await publish(mairie, 'Information', `Marché déplacé place de l’Église ${Date.now().toString(36)}`);
  await expect.poll(async () => (await readAs(mairie, notice.id)).reach?.sentAt ?? null).not.toBeNull();
  expect((await received()).filter((push) => push.payload.body === notice.title)).toEqual([]);

  const title = `Tempête : vigilance orange ${Date.now().toString(36)}`;
  const alert = await publish(mairie, 'Alerte', title);
  expect(alert).toMatchObject({ publisher: 'Mairie de Port-Marin', category: 'Alerte', status: 'current' });

  // The resident's device gets it through the push service, marked urgent.
  await expect
    .poll(async () => (await received()).filter((push) => push.payload.body === title), { timeout: 20_000 })
    .toEqual([
      {
        payload: {
          title: 'Mairie de Port-Marin · Alerte',
          body: title,
          url: `/annonces/${alert.id}?source=push`,
          tag: `announcement-${alert.id}`,
        },
        urgency: 'high',
        ttl: expect.any(String) as unknown as string,
      },
    ]);

  // When the quiet hours end, what they held comes as one summary (test-only job trigger, JOBS_TEST_TRIGGER).
  const ran = await request.post('/api/test/jobs/quiet-hours-summary', {
    data: { at: new Date(Date.now() + 2 * HOUR).toISOString() },
    headers: { origin: baseURL },
  });
  expect(ran.status()).toBe(204);
  await expect
    .poll(async () => (await received()).filter((push) => push.payload.tag === 'quiet-hours-summary'))
    .toEqual([
      {
        payload: expect.objectContaining({ body: 'Pendant vos heures calmes : 1 notification', url: '/notifications' }),
        urgency: 'normal',
        ttl: expect.any(String) as unknown as string,
      },
    ]);

  // Pinned above the feed, first (an Alerte), marked « Officiel » with its category.
  await page.goto('/feed');
  const pinned = page.getByRole('region', { name: 'Annonces de la mairie' });
  const card = pinned.getByRole('article').first();
  await expect(card).toContainText(title);
  await expect(card).toContainText('Officiel');
  await expect(card).toContainText('Alerte');
  const pinnedBox = await pinned.boundingBox();
  const posts = page.getByRole('region', { name: 'Publications' });
  await expect(posts).toBeVisible();
  expect(pinnedBox!.y).toBeLessThan((await posts.boundingBox())!.y);

  // The resident opens it from the push: the page counts the open once.
  const opened = page.waitForResponse((r) => r.url().endsWith(`/api/announcements/${alert.id}/opens`));
  await page.goto(`/annonces/${alert.id}?source=push`);
  expect((await opened).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page, 'page d’une annonce de la mairie');

  // The mairie sees what it reached.
  await mairie.goto(`/annonces/${alert.id}`);
  const reach = mairie.getByRole('region', { name: 'Diffusion' });
  await expect(reach).toBeVisible();
  const figure = (label: string) =>
    reach.locator('div', { has: mairie.getByText(label, { exact: true }) }).locator('dd');
  await expect
    .poll(async () => Number((await figure('Appareils notifiés').textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(1);
  await expect(figure('Envois en échec')).toHaveText(/^\d+$/);
  await expect(figure('Habitants qui l’ont ouverte')).toHaveText('1');
  await expect(figure('dont depuis la notification')).toHaveText('1');
  await expectAccessible(mairie, 'annonce vue par la mairie, avec sa diffusion');
  await closeAs(mairie);

  // The announcements screen, with its subscriptions, in both themes.
  await page.goto('/annonces');
  await expect(page.getByRole('heading', { level: 1, name: 'Annonces de la mairie' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page, 'écran des annonces de la mairie');
});

test('un visiteur lit les annonces, leur page de partage et s’abonne aux flux', async ({ page, request }) => {
  const list = await request.get('/api/announcements');
  const [first] = ((await list.json()) as { announcements: Announcement[] }).announcements;
  expect(first, 'a seeded announcement valid now').toBeTruthy();

  // The share page carries its Open Graph preview.
  const share = await request.get(`/annonces/${first!.id}`);
  expect(share.status()).toBe(200);
  const html = await share.text();
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/annonces/${first!.id}" />`);
  expect(html).toContain('<meta property="og:title" content="');
  expect(html).toContain(`${first!.category} : `);

  await skipSplash(page);
  await page.goto('/menu');
  await page.getByRole('link', { name: /Annonces de la mairie/ }).click();
  await expect(page).toHaveURL(/\/annonces$/);
  await expect(page.getByRole('link', { name: first!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flux Atom des annonces' })).toHaveAttribute(
    'href',
    `${baseURL}/api/announcements/feed.atom`,
  );
  await expect(page.getByRole('link', { name: 'Agenda des annonces (iCalendar)' })).toHaveAttribute(
    'href',
    `${baseURL}/api/announcements/feed.ics`,
  );
  await expectAccessible(page, 'écran des annonces, visiteur');

  await page.getByRole('link', { name: first!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByText('Officiel', { exact: true })).toBeVisible();
  await expectAccessible(page, 'page d’une annonce, visiteur');
});
