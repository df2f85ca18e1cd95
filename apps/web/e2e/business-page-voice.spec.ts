import type { Page } from '@playwright/test';
import type { FeedPage } from '@portmarin/shared';
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

/** Issue 28: a business page speaks as the business, on a phone. */

const PHONE = { width: 390, height: 844 };

async function seededCafe(page: Page): Promise<string> {
  await page.goto('/business');
  await page.getByRole('link', { name: 'Café du Port' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café du Port' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('les publications d’une page sont signées par la page, sur la page et sur leur écran', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await skipSplash(page);
  const pageId = await seededCafe(page);

  const post = page.getByRole('article').filter({ hasText: 'La terrasse est ouverte' });
  await expect(post.getByRole('link', { name: 'Café du Port' })).toHaveAttribute('href', `/business/${pageId}`);
  await expect(post).not.toContainText('Marie Le Goff');
  await expect(post).toHaveAccessibleName(/^Café du Port/);

  const posts = (await (await page.request.get(`/api/business-pages/${pageId}/posts`)).json()) as FeedPage;
  const terrace = posts.posts.find((p) => p.content.startsWith('La terrasse est ouverte'))!;
  await page.goto(`/post/${terrace.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Publication de Café du Port' })).toBeVisible();
  const alone = page.getByRole('article').first();
  await expect(alone.getByRole('link', { name: 'Café du Port' })).toHaveAttribute('href', `/business/${pageId}`);
  await expect(alone).not.toContainText('Marie Le Goff');
});

test('le commerçant ne s’abonne pas à sa page et apprend qui s’y abonne et la note', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const shopkeeper = await createResident(request, newResident('patron'));
  const neighbour = await createResident(request, newResident('cliente'));
  await skipSplash(page);
  await signIn(page, shopkeeper);
  const created = await page.request.post('/api/business-pages', {
    data: { name: `Crêperie ${shopkeeper.username}`, category: 'Restaurant' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;

  await page.goto(`/business/${pageId}`);
  await expect(page.getByRole('button', { name: 'Modifier les informations' })).toBeVisible();
  await expect(page.getByRole('button', { name: "S'abonner" })).toHaveCount(0);

  const other = await openAs(browser, neighbour);
  await other.setViewportSize(PHONE);
  await other.goto(`/business/${pageId}`);
  await other.getByRole('button', { name: "S'abonner" }).click();
  await expect(other.getByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  await other.getByRole('tab', { name: 'À propos' }).click();
  // Rated by keyboard: the stars are radios under their labels.
  await other.getByRole('radio', { name: '5 étoiles' }).focus();
  await other.keyboard.press('Space');
  await other.getByLabel('Votre avis (facultatif)').fill('Galettes parfaites');
  await other.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(other.getByText('Votre avis', { exact: true })).toBeVisible();
  await closeAs(other);

  await page.goto('/notifications');
  await expect(page.getByText(`${neighbour.name} s’est abonné·e à votre page`)).toBeVisible();
  await expect(page.getByText(`${neighbour.name} a donné son avis sur votre établissement`)).toBeVisible();
  await expect(page.getByText(/5\/5 — Galettes parfaites/)).toBeVisible();
  await expectAccessible(page, '/notifications, commerçant');
});

test('à 390 px, son avis publié tient dans sa carte et n’est listé qu’une fois', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const resident = await createResident(request, newResident('avis'));
  await skipSplash(page);
  await signIn(page, resident);
  await seededCafe(page);
  await page.getByRole('tab', { name: 'À propos' }).click();
  await page.getByRole('radio', { name: '4 étoiles' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Votre avis (facultatif)').fill('Un far breton mémorable');
  await page.getByRole('button', { name: 'Publier mon avis' }).click();

  const remove = page.getByRole('button', { name: 'Supprimer mon avis' });
  await expect(remove).toBeVisible();
  const card = page
    .locator('div', { has: page.getByText('Votre avis', { exact: true }) })
    .filter({ has: remove })
    .last();
  const [removeBox, cardBox] = await Promise.all([remove.boundingBox(), card.boundingBox()]);
  expect(removeBox!.x + removeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Once: in « Votre avis », not again among the others'.
  await expect(page.getByText('Un far breton mémorable')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Avis de ${resident.name}` })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'À propos' }).click();
  await expect(page.getByText('Un far breton mémorable')).toHaveCount(1);
  await expectAccessible(page, '/business/{id}, mon avis à 390 px');
});
