import {
  MODERATOR,
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  setTheme,
  signIn,
  skipSplash,
  test,
} from './fixtures';
import { BOT_DELAY_MS } from '../src/features/moderation-requests/lib/bot';

test('a resident chats with the bot, writes to the moderators, and reads the answer in their messages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const resident = await createResident(page.request, newResident('requerante'));
  const problem = `Un voisin m’insulte dans les commentaires (${Date.now().toString(36)})`;

  await skipSplash(page);
  await signIn(page, resident);
  await page.clock.install();
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au menu' })).toHaveAttribute('href', '/menu');
  await expect(page.getByText('En ligne')).toBeVisible();
  await expectAccessible(page, 'moderation, resident');

  // A quick action fills the input; the bot answers by keyword after its 1.5 s.
  const chat = page.getByRole('log', { name: 'Conversation avec l’assistant' });
  const input = page.getByLabel('Votre message à l’assistant');
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Problème technique' }).click();
  await expect(input).toHaveValue("J'ai un problème technique");
  // The page's clock stands still until the bot's delay is run: a busy machine cannot skip it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(chat.getByText("J'ai un problème technique")).toBeVisible();
  await expect(chat.getByText(/Désolé pour ce souci/)).toBeHidden();
  await page.clock.runFor(BOT_DELAY_MS);
  await expect(chat.getByText(/Désolé pour ce souci/)).toBeVisible();
  await page.clock.resume();
  await expect(chat.getByRole('link', { name: 'Ouvrir la page Aide' })).toBeVisible();

  // The last chat message prefills the request to the moderators.
  await input.fill(problem);
  await input.press('Enter');
  await expect(chat.getByText(/Pour signaler un contenu/)).toBeVisible();
  await page.getByRole('button', { name: /Modérateur/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Contacter un modérateur' });
  await expect(dialog.getByLabel('Votre message')).toHaveValue(problem);
  await expectAccessible(page, 'moderation, contact dialog');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande envoyée')).toBeVisible();
  await expect(page.getByText(/réponse sous 24h/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('region', { name: 'Mes demandes' });
  await expect(mine.getByRole('listitem').filter({ hasText: problem }).getByText('En attente')).toBeVisible();

  // The moderator answers from the inbox.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.goto('/moderation');
  await expect(moderator.getByRole('tab', { name: 'Signalements' })).toBeVisible();
  await expect(moderator.getByRole('tab', { name: 'Journal' })).toHaveCount(0);
  await moderator.getByRole('tab', { name: 'Demandes' }).click();
  const item = moderator.getByRole('listitem').filter({ hasText: problem });
  await expect(item).toBeVisible();
  await expectAccessible(moderator, 'moderation, inbox');
  await item.getByRole('button', { name: `Répondre à ${resident.name}` }).click();
  const answerDialog = moderator.getByRole('dialog', { name: `Répondre à ${resident.name}` });
  await answerDialog.getByLabel('Votre réponse').fill('Merci, nous avons masqué ces commentaires.');
  await answerDialog.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(moderator.getByText('Réponse envoyée')).toBeVisible();
  await expect(item).toHaveCount(0);
  await closeAs(moderator);

  // The resident finds the answer in their messages, from the moderator.
  await page.goto('/messages');
  await page.getByTestId('conversation-row').filter({ hasText: MODERATOR.name }).click();
  await expect(page).toHaveURL(/\/conversation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Merci, nous avons masqué ces commentaires.')).toBeVisible();

  await page.goto('/moderation');
  await expect(mine.getByRole('listitem').filter({ hasText: problem }).getByText('Répondue')).toBeVisible();
});

test('visitors are asked to sign in before contacting the team (dark theme)', async ({ page }) => {
  await setTheme(page, 'dark');
  await skipSplash(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectAccessible(page, 'moderation, visitor, dark');
  await page.getByRole('button', { name: /L’équipe produit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Contacter l’équipe produit' });
  await expect(dialog.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
});
