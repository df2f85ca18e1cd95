import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  ADMIN,
  MODERATOR,
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

/** Publishes a feed post as `page`'s resident, through the API; returns its id. */
async function publish(page: Page, content: string): Promise<string> {
  const res = await page.request.post('/api/posts', { data: { content }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The feed card of the post whose text is `text`. */
const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('a resident reports a post, the moderator hides it, the reporter hears of it, the post is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [author, reporter, neighbour] = await Promise.all([
    createResident(page.request, newResident('auteur')),
    createResident(page.request, newResident('signaleuse')),
    createResident(page.request, newResident('voisin')),
  ]);
  const text = `Vends places de port, paiement en cartes cadeaux uniquement (${Date.now().toString(36)})`;
  const authorPage = await openAs(browser, author);
  const postId = await publish(authorPage, text);

  // The reporter finds the post in the feed and reports it.
  await skipSplash(page);
  await signIn(page, reporter);
  await page.goto('/feed');
  const card = postCard(page, text);
  await scrollToInFeed(page, card);
  await card.getByRole('button', { name: `Signaler la publication de ${author.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Signaler la publication de ${author.name}` });
  await expect(dialog.getByRole('radio', { name: 'Spam ou publicité' })).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  await expectAccessible(page, 'report dialog');
  await dialog.getByRole('radio', { name: 'Spam ou publicité' }).check();
  await dialog.getByLabel('Précisions (facultatif)').fill('Une arnaque : il demande des cartes cadeaux.');
  await send.click();
  await expect(page.getByText('Signalement envoyé', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same post is refused in French.
  await card.getByRole('button', { name: `Signaler la publication de ${author.name}` }).click();
  await dialog.getByRole('radio', { name: 'Autre' }).check();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Déjà signalé', { exact: true })).toBeVisible();
  await expect(page.getByText('Vous avez déjà signalé ce contenu : la modération va l’examiner.')).toBeVisible();
  await page.keyboard.press('Escape');

  // No 'Signaler' on one's own post.
  await authorPage.goto(`/post/${postId}`);
  await expect(authorPage.getByText(text)).toBeVisible();
  await expect(authorPage.getByRole('button', { name: /^Signaler la publication/ })).toHaveCount(0);

  // The moderator sees it in the queue and hides it, with a reason.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.goto('/moderation');
  await expect(moderator.getByRole('tab', { name: 'Signalements' })).toHaveAttribute('aria-selected', 'true');
  const item = moderator.getByRole('article').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText('1 signalement')).toBeVisible();
  await expect(item.getByText('Spam ou publicité')).toBeVisible();
  await expect(item.getByText('« Une arnaque : il demande des cartes cadeaux. »')).toBeVisible();
  await expectAccessible(moderator, 'moderation queue');
  await item.getByRole('button', { name: 'Masquer' }).click();
  const decision = moderator.getByRole('dialog', { name: 'Masquer ce contenu ?' });
  await decision.getByLabel('Raison').fill('Arnaque aux cartes cadeaux');
  await expectAccessible(moderator, 'moderation decision dialog');
  await decision.getByRole('button', { name: 'Masquer' }).click();
  await expect(moderator.getByText('Contenu masqué', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  await closeAs(moderator);

  // The reporter hears the outcome.
  await page.goto('/notifications');
  await expect(page.getByText('Nous avons bien reçu votre signalement : la modération va l’examiner')).toBeVisible();
  await expect(page.getByText('La modération a traité votre signalement')).toBeVisible();
  await expect(page.getByText('Le contenu signalé a été masqué.')).toBeVisible();

  // Another resident no longer finds the post, neither in the feed nor at its address.
  const other = await openAs(browser, neighbour);
  await other.goto(`/post/${postId}`);
  await expect(other.getByText(text)).toHaveCount(0);
  await other.goto('/feed');
  await expect(other.getByRole('article').first()).toBeVisible();
  await expect(postCard(other, text)).toHaveCount(0);
  await closeAs(other);
  await closeAs(authorPage);
});

test("the report dialog and the admins' log are accessible", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const reporter = await createResident(page.request, newResident('axe'));
  await skipSplash(page);
  await signIn(page, reporter);
  // A seeded resident's public profile offers 'Signaler'.
  await page.goto('/profile/marie.legoff');
  await page.getByRole('button', { name: /^Signaler le profil de/ }).click();
  await expect(page.getByRole('dialog', { name: /^Signaler le profil de/ })).toBeVisible();
  await expectAccessible(page, 'report dialog');

  const admin = await openAs(browser, ADMIN);
  await admin.goto('/moderation');
  await admin.getByRole('tab', { name: 'Journal' }).click();
  await expect(admin.getByRole('heading', { name: 'Journal de modération' })).toBeVisible();
  await expectAccessible(admin, 'moderation log');
  await closeAs(admin);
});
