import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  MODERATOR,
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

/** The card of the idea titled `title`. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a resident submits an idea, votes once, comments; a moderator plans it and the author hears of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const resident = await createResident(page.request, newResident('idees'));
  const title = `Bancs face au port ${Date.now().toString(36)}`;

  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/idea-box');
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte à idées' })).toBeVisible();

  // A blank form is refused with the spec's toast; then the idea is sent and the form closes.
  await page.getByRole('button', { name: 'Nouvelle suggestion' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle suggestion' });
  await form.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs obligatoires.')).toBeVisible();
  await form.getByLabel('Titre (obligatoire)').fill(title);
  await form.getByLabel('Catégorie').selectOption('contenu');
  await form.getByLabel('Description (obligatoire)').fill('Quelques bancs pour regarder les bateaux rentrer.');
  await form.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByText('Suggestion envoyée !')).toBeVisible();
  await expect(page.getByText('Merci pour votre suggestion. Elle sera examinée par notre équipe.')).toBeVisible();
  await expect(form).toBeHidden();

  // The idea is listed, Nouveau, 0 vote; voting counts one and the vote is final.
  const idea = card(page, title);
  await expect(idea.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(idea.getByText('Contenu', { exact: true })).toBeVisible();
  await idea.getByRole('button', { name: `0 vote — voter pour « ${title} »` }).click();
  const voted = idea.getByRole('button', { name: `1 vote — vous avez voté pour « ${title} »` });
  await expect(voted).toBeVisible();
  await expect(voted).toBeDisabled();
  await expect(idea.getByRole('button', { name: /voter pour/ })).toHaveCount(0);

  // A second vote, even sent by hand, is refused: 'Déjà voté', and the count stays at 1.
  const ideaId = await page.evaluate(async (t) => {
    const res = await fetch('/api/suggestions?limit=50');
    const body = (await res.json()) as { suggestions: Array<{ id: string; title: string }> };
    return body.suggestions.find((s) => s.title === t)!.id;
  }, title);
  const again = await page.request.post(`/api/suggestions/${ideaId}/vote`, { headers: { origin: baseURL } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('Déjà voté');
  await page.reload();
  await expect(
    card(page, title).getByRole('button', { name: `1 vote — vous avez voté pour « ${title} »` }),
  ).toBeVisible();

  // Comments open under the idea; the count follows.
  await card(page, title)
    .getByRole('button', { name: `0 commentaire sur « ${title} »` })
    .click();
  await card(page, title).getByLabel('Votre commentaire').fill('Avec un peu d’ombre, ce serait parfait.');
  await card(page, title).getByRole('button', { name: 'Commenter' }).click();
  await expect(card(page, title).getByText('Avec un peu d’ombre, ce serait parfait.')).toBeVisible();
  await expect(card(page, title).getByRole('button', { name: `1 commentaire sur « ${title} »` })).toBeVisible();

  // The moderator moves it to Planifié; the resident sees the new badge.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.goto('/idea-box');
  await card(moderator, title).getByLabel(`Statut de « ${title} »`).selectOption('planifie');
  await expect(moderator.getByText('Statut mis à jour')).toBeVisible();
  await closeAs(moderator);
  await page.reload();
  await expect(card(page, title).getByText('Planifié', { exact: true })).toBeVisible();
  // …and hears of it in their notifications.
  await page.goto('/notifications');
  await expect(page.getByText('Votre suggestion a changé de statut')).toBeVisible();
  await expect(page.getByText(`« ${title} » : Planifié`)).toBeVisible();
});

test('the idea box is accessible with its form open', async ({ page }) => {
  const resident = await createResident(page.request, newResident('axe'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/idea-box');
  await expect(page.getByRole('heading', { name: 'Horaires des marées sur l’accueil' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle suggestion' }).click();
  await expect(page.getByRole('form', { name: 'Nouvelle suggestion' })).toBeVisible();
  await expectAccessible(page, '/idea-box form open');
  // The comments of a seeded idea, open.
  await card(page, 'Horaires des marées sur l’accueil')
    .getByRole('button', { name: /commentaire/ })
    .click();
  await expect(page.getByText('Aucun commentaire pour le moment.')).toBeVisible();
  await expectAccessible(page, '/idea-box comments open');
});
