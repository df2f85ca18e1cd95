import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  createResident,
  expect,
  expectAccessible,
  newResident,
  signIn,
  skipSplash,
  test,
  openAs,
  closeAs,
} from './fixtures';

async function publish(page: Page, content: string): Promise<string> {
  const res = await page.request.post('/api/posts', { data: { content }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const anne = () => ({ ...newResident('anne'), name: 'Anne Le Goff' });
const bastien = () => ({ ...newResident('bastien'), name: 'Bastien Riou' });

test('un visiteur est renvoyé de /notifications vers /auth, et la cloche n’a pas de badge', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth$/);
});

test('un nouvel habitant voit « Aucune notification »', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Aucune notification')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
});

test('un j’aime et un commentaire de B font monter la cloche de A en direct', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  await skipSplash(page);
  await signIn(page, alice);
  const postId = await publish(page, `Coucher de soleil sur la jetée ${Date.now()}`);

  // A is on the feed, nothing unread.
  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // B likes and comments A's post from its page.
  const bobPage = await openAs(browser, bob);
  await bobPage.goto(`/post/${postId}`);
  await bobPage.getByRole('button', { name: "0 J'aime" }).click();
  await expect(bobPage.getByRole('button', { name: "1 J'aime" })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue');
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');

  const thread = bobPage.getByRole('region', { name: 'Commentaires' });
  await thread.getByLabel('Votre commentaire').fill('Magnifique, quelle lumière !');
  await thread.getByRole('button', { name: 'Commenter' }).click();
  await expect(thread.getByText('Magnifique, quelle lumière !')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 non lues');
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');

  // A opens them: shown unread (and announced), then the bell clears.
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const rows = page.getByTestId('notification');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Bastien Riou a commenté votre publication');
  await expect(rows.nth(0)).toContainText('Magnifique, quelle lumière !');
  await expect(rows.nth(0)).toContainText(/il y a/);
  await expect(rows.nth(1)).toContainText('Bastien Riou a aimé votre publication');
  for (const index of [0, 1]) {
    await expect(rows.nth(index)).toHaveAttribute('data-read', 'false');
    await expect(rows.nth(index).getByText('Non lue')).toHaveCount(1);
  }
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(rows.nth(0)).toHaveAttribute('data-read', 'true');
  await expect(rows.nth(1)).toHaveAttribute('data-read', 'true');
  await expect(page.getByText('Non lue')).toHaveCount(0);

  // A row opens what it is about.
  await rows.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
  await closeAs(bobPage);
});

test('notifications accessibles', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  await skipSplash(page);
  await signIn(page, alice);
  const postId = await publish(page, 'Marché de nuit samedi sur le port');

  const bobPage = await openAs(browser, bob);
  const like = await bobPage.request.post(`/api/posts/${postId}/like`, { headers: { origin: baseURL } });
  expect(like.ok(), await like.text()).toBe(true);
  const comment = await bobPage.request.post(`/api/posts/${postId}/comments`, {
    data: { content: 'J’y serai avec mes crêpes !' },
    headers: { origin: baseURL },
  });
  expect(comment.ok(), await comment.text()).toBe(true);
  await closeAs(bobPage);

  await page.goto('/feed');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 non lues');
  await expectAccessible(page, '/feed avec badge');
  await page.goto('/notifications');
  await expect(page.getByTestId('notification')).toHaveCount(2);
  // Checked while the rows are still shown unread.
  await expectAccessible(page, '/notifications');
});
