import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  scrollToInFeed,
  signIn,
  skipSplash,
  test,
} from './fixtures';

/** Publishes a feed post as `page`'s resident, through the API. */
async function publish(page: Page, content: string): Promise<void> {
  const res = await page.request.post('/api/posts', { data: { content }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
}

test('a resident saves a post from the feed, finds it in /saved, likes it there and removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [author, reader] = await Promise.all([
    createResident(page.request, newResident('autrice')),
    createResident(page.request, newResident('lectrice')),
  ]);
  const text = `Marée d'équinoxe ce week-end : coefficient 118 (${Date.now().toString(36)})`;
  const authorPage = await openAs(browser, author);
  await publish(authorPage, text);
  await closeAs(authorPage);

  // From the feed: the bookmark is pressed and renamed once saved.
  await skipSplash(page);
  await signIn(page, reader);
  await page.goto('/feed');
  const inFeed = page.getByRole('article').filter({ hasText: text });
  await scrollToInFeed(page, inFeed);
  const bookmark = inFeed.getByRole('button', { name: 'Enregistrer', exact: true });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();
  await expect(inFeed.getByRole('button', { name: 'Retirer des éléments enregistrés' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // /saved: under Tous and Publications, not under Vidéos.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Éléments enregistrés' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expectAccessible(page, '/saved, Tous');
  await page.getByRole('tab', { name: 'Vidéos' }).click();
  await expect(page.getByText('Aucune vidéo enregistrée.')).toBeVisible();
  await page.getByRole('tab', { name: 'Publications' }).click();
  await expect(card).toBeVisible();

  // J'aime likes the post itself; Commenter opens the comment field, focused.
  await card.getByRole('button', { name: "0 J'aime" }).click();
  await expect(card.getByRole('button', { name: "1 J'aime" })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Commenter' }).click();
  await expect(card.getByRole('textbox')).toBeFocused();
  await card.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(card.getByRole('link', { name: 'Partager sur Facebook' })).toBeVisible();
  await expectAccessible(page, '/saved, a card with its thread and share panel open');

  // Supprimer: the card goes, and stays gone.
  await card.getByRole('button', { name: /^Supprimer/ }).click();
  await expect(page.getByText('Retiré des éléments enregistrés', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Aucune publication enregistrée.')).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByText(/^Aucun élément enregistré pour le moment/)).toBeVisible();
  const liked = await page.request.get('/api/saved');
  expect(((await liked.json()) as { items: unknown[] }).items).toEqual([]);
});
