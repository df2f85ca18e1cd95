import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
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

/** A page made through the API for tests about something else. */
async function createPageByApi(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/business-pages', {
    data: { name, category: 'Commerce de détail', description: 'Une boutique du port.' },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('un commerçant crée sa page, y publie ; une habitante s’abonne et lui écrit', async ({
  page,
  request,
  browser,
}) => {
  const shopkeeper = await createResident(request, newResident('commercant'));
  const neighbour = await createResident(request, newResident('voisine'));
  const name = `Boutique ${shopkeeper.username}`;
  await skipSplash(page);
  await signIn(page, shopkeeper);

  // The list, and the creation dialog with its validation.
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages professionnelles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir les offres de publicité' })).toHaveAttribute(
    'href',
    '/advertising',
  );
  await page.getByRole('button', { name: 'Créer une page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une page professionnelle' });
  await dialog.getByLabel('Nom de la page *').fill('   ');
  await dialog.getByRole('button', { name: 'Créer la page' }).click();
  await expect(page.getByText('Le nom de la page est requis').first()).toBeVisible();

  await dialog.getByLabel('Nom de la page *').fill(`  ${name}  `);
  await dialog.getByLabel('Description').fill('Cirés, marinières et bottes.');
  await dialog.getByLabel('Catégorie').selectOption('Commerce de détail');
  await dialog.getByLabel('E-mail de contact').fill('contact@boutique.fr');
  await dialog.getByLabel('Site web').fill('https://www.boutique.fr');
  await dialog.getByRole('button', { name: 'Créer la page' }).click();
  await expect(page.getByText('Page professionnelle créée avec succès !')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Newest first: the new page is at the top of the list.
  const first = page.getByRole('listitem').first();
  await expect(first.getByRole('link', { name })).toBeVisible();
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}$/);
  const pageUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('page-followers')).toHaveText('0 abonné');
  await expect(page.getByRole('button', { name: 'Modifier les informations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer un message' })).toHaveCount(0);

  // The owner posts on the page with the shared composer.
  await page.getByRole('button', { name: 'Quoi de neuf, page ?' }).click();
  const composer = page.getByRole('dialog', { name: 'Créer une publication' });
  await composer.getByLabel('Texte de la publication').fill('Arrivage de cirés jaunes !');
  await composer.getByRole('button', { name: 'Publier' }).click();
  await expect(composer).toBeHidden();
  await expect(page.getByText('Arrivage de cirés jaunes !')).toBeVisible();

  // A resident follows the page (0 → 1) and writes to it.
  const other = await openAs(browser, neighbour);
  await other.goto(pageUrl);
  await expect(other.getByText('Arrivage de cirés jaunes !')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Quoi de neuf, page ?' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Modifier les informations' })).toHaveCount(0);
  await expect(other.getByTestId('page-followers')).toHaveText('0 abonné');
  await other.getByRole('button', { name: "S'abonner" }).click();
  await expect(other.getByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId('page-followers')).toHaveText('1 abonné');
  await other.reload();
  await expect(other.getByTestId('page-followers')).toHaveText('1 abonné');

  await other.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(other).toHaveURL(/\/conversation\/[0-9a-f-]{36}$/);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await closeAs(other);

  // The owner sees the new follower too.
  await page.reload();
  await expect(page.getByTestId('page-followers')).toHaveText('1 abonné');
});

test('un visiteur voit les pages en lecture seule et est envoyé vers /auth', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/business');
  const seeded = page.getByRole('link', { name: 'Café du Port' });
  await expect(seeded).toBeVisible();
  await seeded.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café du Port' })).toBeVisible();
  await expect(page.getByTestId('page-followers')).toHaveText(/^\d+ abonnés?$/);
  await expect(page.getByRole('button', { name: 'Modifier les informations' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(page.getByRole('link', { name: /Voir la publication de la photo/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'À propos' }).click();
  await expect(page.getByRole('link', { name: /02 97 11 22 33/ })).toHaveAttribute('href', 'tel:0297112233');
  await page.getByRole('button', { name: "S'abonner" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('les pages professionnelles sont accessibles', async ({ page, request }) => {
  // Each screen is scanned in both themes: twice the usual axe time.
  test.slow();
  const resident = await createResident(request, newResident('axe'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/business');
  await expect(page.getByRole('link', { name: 'Café du Port' })).toBeVisible();
  await expectAccessible(page, '/business');

  await page.getByRole('button', { name: 'Créer une page' }).click();
  await expect(page.getByRole('dialog', { name: 'Créer une page professionnelle' })).toBeVisible();
  await expectAccessible(page, '/business, création');
  await page.keyboard.press('Escape');

  const id = await createPageByApi(page, `Page axe ${resident.username}`);
  await page.goto(`/business/${id}`);
  await expect(page.getByRole('button', { name: 'Quoi de neuf, page ?' })).toBeVisible();
  await expectAccessible(page, '/business/{id}, propriétaire');

  await page.goto('/business');
  await page.getByRole('link', { name: 'Café du Port' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café du Port' })).toBeVisible();
  await expect(page.getByText('La terrasse est ouverte !', { exact: false })).toBeVisible();
  await expectAccessible(page, '/business/{id}, publications');
  await page.getByRole('tab', { name: 'À propos' }).click();
  await expect(page.getByRole('heading', { name: 'Avis' })).toBeVisible();
  await expectAccessible(page, '/business/{id}, à propos');
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expectAccessible(page, '/business/{id}, photos');
});

test('l’en-tête d’une page ne couvre pas ses boutons, de 320 à 430 px', async ({ page, request }) => {
  const resident = await createResident(request, newResident('etroit'));
  await page.setViewportSize({ width: 320, height: 800 });
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/business');
  await page.getByRole('link', { name: 'Café du Port' }).click();
  // The longest labels: following, with the message button beside it.
  await page.getByRole('button', { name: "S'abonner" }).click();
  const follow = page.getByRole('button', { name: 'Abonné·e' });
  await expect(follow).toBeVisible();
  const message = page.getByRole('button', { name: 'Envoyer un message' });
  const heading = page.getByRole('heading', { level: 1, name: 'Café du Port' });

  for (const width of [320, 375, 430]) {
    await page.setViewportSize({ width, height: 800 });
    const [followBox, messageBox, headingBox] = await Promise.all([box(follow), box(message), box(heading)]);
    for (const button of [followBox, messageBox]) {
      expect(button.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(overlaps(button, headingBox), `${width} px`).toBe(false);
    }
    expect(overlaps(followBox, messageBox), `${width} px`).toBe(false);
    // Each button is the topmost element at its centre: nothing covers it.
    for (const button of [follow, message]) {
      const covered = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !(top && el.contains(top));
      });
      expect(covered, `${width} px: « ${await button.textContent()} » est couvert`).toBe(false);
    }
    // The labels are whole, not cut.
    for (const button of [follow, message]) {
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px`).toBe(true);
    }
  }
});
