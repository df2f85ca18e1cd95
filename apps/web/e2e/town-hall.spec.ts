import type { Announcement } from '@portmarin/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  apiAs,
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
async function readAs(who: Page | APIRequestContext, id: string): Promise<Announcement> {
  const res = await ('request' in who ? who.request : who).get(`/api/announcements/${id}`);
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
        // At least the « Information »: announcements other specs publish meanwhile are held too.
        payload: expect.objectContaining({
          body: expect.stringMatching(/^Pendant vos heures calmes\s: \d+ notifications?$/) as unknown as string,
          url: '/notifications',
        }),
        urgency: 'normal',
        ttl: expect.any(String) as unknown as string,
      },
    ]);

  // Pinned above the feed, first (an Alerte), marked « Officiel » with its category. Another spec's
  // Alerte published meanwhile comes first until that spec withdraws it: the feed is reloaded.
  const pinned = page.getByRole('region', { name: 'Annonces de la mairie' });
  const card = pinned.getByRole('article').first();
  await expect(async () => {
    await page.goto('/feed');
    await expect(card).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
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

  const mairieApi = await apiAs(MAIRIE);
  await withdrawAll(mairieApi, [notice, alert]);
  await mairieApi.dispose();
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

const PHONE = { width: 390, height: 844 };

/** Publishes through the API as the mairie (no form): valid from now for six hours. */
async function publishApi(
  mairie: APIRequestContext,
  over: { category?: string; title: string; pinned?: boolean },
): Promise<Announcement> {
  const res = await mairie.post('/api/announcements', {
    data: {
      category: 'Information',
      text: 'Les détails sont affichés en mairie et sur les panneaux du port.',
      startsAt: townDateTime(),
      endsAt: townDateTime(6 * HOUR),
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Announcement;
}

/** Withdraws what a test published, so that the other journeys' feeds and homes are as they were. */
async function withdrawAll(mairie: APIRequestContext, announcements: Announcement[]): Promise<void> {
  for (const { id } of announcements) {
    expect((await mairie.post(`/api/announcements/${id}/withdraw`)).status()).toBe(200);
  }
}

test('la mairie choisit d’épingler : deux annonces en tête du fil, les autres à un clic', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const mairieApi = await apiAs(MAIRIE);
  const published: Announcement[] = [];
  try {
    // The form: the mairie's choice, except for an Alerte, always pinned.
    const mairie = await openAs(browser, MAIRIE);
    await mairie.setViewportSize(PHONE);
    await mairie.goto('/annonces');
    await mairie.getByRole('button', { name: 'Publier une annonce' }).click();
    const dialog = mairie.getByRole('dialog', { name: 'Publier une annonce' });
    const pin = dialog.getByRole('checkbox', { name: 'Épingler en tête du fil' });
    await expect(pin).toBeEnabled();
    await expect(pin).not.toBeChecked();
    await dialog.getByLabel('Catégorie').selectOption('Alerte');
    await expect(pin).toBeDisabled();
    await expect(pin).toBeChecked();
    await expect(pin).toHaveAccessibleDescription(/Une Alerte est toujours épinglée/);
    await expectAccessible(mairie, 'formulaire d’annonce, Alerte épinglée d’office');
    await dialog.getByLabel('Catégorie').selectOption('Travaux');
    await expect(pin).toBeEnabled();
    await pin.check();
    const word = Date.now().toString(36);
    await dialog.getByLabel('Titre').fill(`Travaux du môle ${word}`);
    await dialog.getByLabel('Texte').fill('Le môle est fermé aux piétons pendant les travaux.');
    const created = mairie.waitForResponse(
      (r) => r.url().endsWith('/api/announcements') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Publier l’annonce' }).click();
    const fromForm = (await (await created).json()) as Announcement;
    published.push(fromForm);
    expect(fromForm.pinned).toBe(true);
    await closeAs(mairie);

    // Five more pinned, and one the mairie left unpinned: six pinned at least, with the seeded one.
    for (let i = 1; i <= 5; i++)
      published.push(await publishApi(mairieApi, { title: `Avis n° ${i} ${word}`, pinned: true }));
    const unpinned = await publishApi(mairieApi, { title: `Avis non épinglé ${word}` });
    published.push(unpinned);

    const resident = await createResident(request);
    await page.setViewportSize(PHONE);
    await skipSplash(page);
    await signIn(page, resident);
    await page.goto('/feed');
    const pinned = page.getByRole('region', { name: 'Annonces de la mairie' });
    await expect(pinned.getByRole('article')).toHaveCount(2);
    await expect(pinned).not.toContainText(unpinned.title);
    const more = pinned.getByRole('link', { name: /^Voir les \d+ annonces$/ });
    await expect(more).toHaveAttribute('href', '/annonces');
    expect(Number((await more.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(5);

    // A newcomer's first post is in sight under the toast, not screens below the town hall's notices.
    await page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' }).click();
    const composer = page.getByRole('dialog', { name: 'Créer une publication' });
    const text = `Bonjour à tous, nouvelle au quartier du port ${word}`;
    await composer.getByLabel('Texte de la publication').fill(text);
    await composer.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Votre publication est en ligne.')).toBeVisible();
    const post = page.getByRole('article').filter({ hasText: text });
    await expect(post).toBeVisible();
    // Two cards and a link: the town hall's slot takes less than half the phone's screen, whatever is pinned.
    expect((await pinned.boundingBox())!.height).toBeLessThan(PHONE.height / 2);
    await expectAccessible(page, 'fil avec six annonces épinglées');

    await more.click();
    await expect(page).toHaveURL(/\/annonces$/);
    await expect(page.getByRole('link', { name: unpinned.title })).toBeVisible();
  } finally {
    await withdrawAll(mairieApi, published);
    await mairieApi.dispose();
  }
});

test('un visiteur voit d’abord les annonces en cours sur l’accueil, l’Alerte en tête, à 390 px', async ({ page }) => {
  const mairie = await apiAs(MAIRIE);
  const storm = await publishApi(mairie, {
    category: 'Alerte',
    title: `Tempête : vigilance orange vents violents ${Date.now().toString(36)}`,
  });
  try {
    await page.setViewportSize(PHONE);
    await skipSplash(page);
    await page.goto('/');
    const main = page.getByRole('main');
    const section = main.getByRole('region', { name: 'Annonces de la mairie' });
    await expect(section.getByRole('link', { name: storm.title })).toBeVisible();
    await expect(section.getByRole('article').first()).toContainText('Alerte');
    // First of the sections, in the first screen, above the week's events.
    await expect(section).toBeInViewport();
    const events = main.getByRole('heading', { level: 2, name: 'Cette semaine' });
    expect((await section.boundingBox())!.y).toBeLessThan((await events.boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'accueil des visiteurs avec une Alerte');

    await section.getByRole('link', { name: storm.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: storm.title })).toBeVisible();
  } finally {
    await withdrawAll(mairie, [storm]);
    await mairie.dispose();
  }
});

test('la recherche du bandeau trouve une annonce de la mairie et l’ouvre', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  await dialog.getByRole('searchbox').fill("Coupure d'eau");
  const found = dialog.getByRole('region', { name: 'Annonces de la mairie' });
  const seeded = found.getByRole('link', { name: /Coupure d’eau rue du Port/ });
  await expect(seeded).toBeVisible();
  await expect(seeded).toContainText('En cours');
  await expectAccessible(page, 'recherche : une annonce de la mairie');
  await seeded.click();
  await expect(page).toHaveURL(/\/annonces\/[0-9a-f-]+\?source=search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupure d’eau rue du Port' })).toBeVisible();
});

test('une annonce dans les notifications porte la marque de la mairie, pas « ? »', async ({ page, request }) => {
  const resident = await createResident(request);
  await page.setViewportSize(PHONE);
  await skipSplash(page);
  await signIn(page, resident);
  const mairie = await apiAs(MAIRIE);
  const notice = await publishApi(mairie, { title: `Marché de nuit quai des Pêcheurs ${Date.now().toString(36)}` });
  try {
    // Delivered after the answer: the bell has it once the push went out.
    await expect.poll(async () => (await readAs(mairie, notice.id)).reach?.sentAt ?? null).not.toBeNull();
    await page.goto('/notifications');
    const row = page.getByTestId('notification').filter({ hasText: notice.title });
    await expect(row).toContainText('Nouvelle annonce officielle de la mairie');
    await expect(row.getByTestId('town-hall-mark')).toBeVisible();
    await expect(row.getByText('?', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'notifications avec une annonce de la mairie');
  } finally {
    await withdrawAll(mairie, [notice]);
    await mairie.dispose();
  }
});
