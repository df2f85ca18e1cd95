import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  createResident,
  newResident,
  expect,
  expectAccessible,
  signIn,
  skipSplash,
  test,
  openAs,
  closeAs,
} from './fixtures';

/** Residents with names that tell them apart on screen (usernames stay unique). */
const anne = () => ({ ...newResident('anne'), name: 'Anne Le Goff' });
const bastien = () => ({ ...newResident('bastien'), name: 'Bastien Riou' });
const carole = () => ({ ...newResident('carole'), name: 'Carole Guéguen' });

async function userId(page: Page, username: string): Promise<string> {
  const res = await page.request.get(`/api/profiles/${username}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** A one-to-one conversation made through the API (for tests about something else). */
async function startConversation(page: Page, otherUsername: string): Promise<string> {
  const res = await page.request.post('/api/conversations', {
    data: { participantIds: [await userId(page, otherUsername)] },
    headers: { origin: baseURL },
  });
  expect([200, 201]).toContain(res.status());
  return ((await res.json()) as { conversation: { id: string } }).conversation.id;
}

async function sendMessage(page: Page, conversationId: string, content: string): Promise<void> {
  const res = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content, clientId: crypto.randomUUID() },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function setPrivacy(page: Page, privacy: Record<string, boolean>): Promise<void> {
  const res = await page.request.patch('/api/settings', { data: { privacy }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

const messagesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /^Messages/ });
const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });
/** A resident's box in « Nouvelle conversation », by name and username: other specs' residents share the name. */
const recipient = (dialog: Locator, who: { name: string; username: string }) =>
  dialog.getByRole('checkbox', { name: `${who.name} @${who.username}`, exact: true });

test('un visiteur est invité à se connecter sur les messages, et « Envoyer un message » mène à /auth', async ({
  page,
  request,
}) => {
  const bob = await createResident(request, bastien());
  await skipSplash(page);
  for (const path of ['/messenger', '/messages', '/conversation/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('Connectez-vous pour lire vos conversations et écrire à vos voisins.')).toBeVisible();
  }
  await expectAccessible(page, 'messages (visiteur)');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(`/profile/${bob.username}`);
  await page.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('A écrit à B depuis son profil : B le voit en direct, avec les badges, et A voit « Vu »', async ({
  page,
  request,
  browser,
}) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());

  // B waits on the conversation list.
  const bobPage = await openAs(browser, bob);
  await bobPage.goto('/messenger');
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(bobPage.getByText('Aucune conversation trouvée')).toBeVisible();
  await expect(messagesTab(bobPage)).toHaveAccessibleName('Messages');

  // A starts from B's public profile.
  await skipSplash(page);
  await signIn(page, alice);
  await page.goto(`/profile/${bob.username}`);
  await page.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(page).toHaveURL(/\/conversation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: bob.name })).toBeVisible();
  const input = page.getByPlaceholder('Tapez votre message...');

  // Blank text is ignored.
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByTestId('message')).toHaveCount(0);

  const text = `Salut, on se retrouve au port ? ${Date.now()}`;
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const ownBubble = page.getByTestId('message').filter({ hasText: text });
  await expect(ownBubble).toHaveAttribute('data-own', 'true');
  await expect(ownBubble).toHaveAttribute('data-status', 'sent');

  // B sees it arrive without reloading: the row, its unread badge and the tab's count.
  const bobRow = row(bobPage, alice.name);
  await expect(bobRow).toContainText(text);
  await expect(bobRow.getByTestId('unread-badge')).toHaveText('1 message non lu');
  await expect(messagesTab(bobPage)).toHaveAccessibleName('Messages : 1 conversation non lue');
  await expect(page.getByText('Vu', { exact: true })).toHaveCount(0);

  // B opens it: the badges clear and A sees « Vu » (read receipts are on by default).
  await bobRow.click();
  await expect(bobPage.getByRole('heading', { level: 1, name: alice.name })).toBeVisible();
  await expect(bobPage.getByTestId('message').filter({ hasText: text })).not.toHaveAttribute('data-own', 'true');
  await expect(messagesTab(bobPage)).toHaveAccessibleName('Messages');
  await expect(page.getByText('Vu', { exact: true })).toBeVisible();

  // B answers with the send button: A gets it live on the open conversation.
  const answer = 'Oui, à 18 h devant la capitainerie !';
  await bobPage.getByPlaceholder('Tapez votre message...').fill(answer);
  await bobPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('message').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: answer })).not.toHaveAttribute('data-own', 'true');

  // Back to the list.
  await page.getByRole('button', { name: 'Retour aux messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(row(page, bob.name)).toContainText(answer);
  await closeAs(bobPage);
});

test('sans confirmations de lecture chez B, A ne voit pas « Vu »', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const bobPage = await openAs(browser, bob);

  // B turns read receipts off in /settings.
  await bobPage.goto('/settings');
  const receipts = bobPage.getByRole('switch', { name: 'Confirmations de lecture' });
  await expect(receipts).toBeChecked();
  await receipts.click();
  await expect(receipts).not.toBeChecked();
  await expect(bobPage.getByText('Vos paramètres de confidentialité ont été mis à jour')).toBeVisible();

  await skipSplash(page);
  await signIn(page, alice);
  const id = await startConversation(page, bob.username);
  await page.goto(`/conversation/${id}`);
  const text = `Message sans accusé ${Date.now()}`;
  await page.getByPlaceholder('Tapez votre message...').fill(text);
  await page.getByPlaceholder('Tapez votre message...').press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-status', 'sent');

  // B reads it: their unread count goes back to zero…
  await bobPage.goto('/messenger');
  await expect(messagesTab(bobPage)).toHaveAccessibleName('Messages : 1 conversation non lue');
  await row(bobPage, alice.name).click();
  await expect(bobPage.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(messagesTab(bobPage)).toHaveAccessibleName('Messages');

  // …but A is never told, even after reloading.
  await page.reload();
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(page.getByText('Vu', { exact: true })).toHaveCount(0);
  await closeAs(bobPage);
});

test('le point « En ligne » suit le réglage de B et sa connexion', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  await skipSplash(page);
  await signIn(page, alice);
  const id = await startConversation(page, bob.username);

  // B is connected, but « Statut en ligne » is off by default: A sees no dot.
  const bobPage = await openAs(browser, bob);
  await bobPage.goto('/messenger');
  await expect(row(bobPage, alice.name)).toBeVisible();
  await page.goto('/messenger');
  await expect(row(page, bob.name)).toBeVisible();
  await expect(row(page, bob.name).getByText('En ligne')).toHaveCount(0);

  // B turns it on in /settings and stays connected.
  await bobPage.goto('/settings');
  const online = bobPage.getByRole('switch', { name: 'Statut en ligne' });
  await online.click();
  await expect(online).toBeChecked();
  await expect(bobPage.getByText('Vos paramètres de confidentialité ont été mis à jour')).toBeVisible();
  await page.reload();
  await expect(row(page, bob.name).getByText('En ligne')).toBeVisible();
  await page.goto(`/conversation/${id}`);
  await expect(page.getByRole('main').getByText('En ligne', { exact: true }).first()).toBeVisible();

  // B leaves: the dot goes away live.
  await closeAs(bobPage);
  await expect(page.getByText('En ligne')).toHaveCount(0);
});

test('un troisième habitant ne peut pas ouvrir la conversation', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const carol = await createResident(request, carole());
  const alicePage = await openAs(browser, alice);
  const id = await startConversation(alicePage, bob.username);
  await sendMessage(alicePage, id, 'Secret de marin');
  await closeAs(alicePage);

  await skipSplash(page);
  await signIn(page, carol);
  await page.goto(`/conversation/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation non trouvée' })).toBeVisible();
  await expect(page.getByText('Secret de marin')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retour aux messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Aucune conversation trouvée')).toBeVisible();
});

test('une adresse de conversation mal formée montre « Conversation non trouvée » tout de suite', async ({
  page,
  request,
}) => {
  const resident = await createResident(request, anne());
  await skipSplash(page);
  await signIn(page, resident);
  const notFound = page.getByRole('heading', { level: 1, name: 'Conversation non trouvée' });

  // An id the API refuses with 400: no retry, so the screen comes at once (not after ~10 s of 'Chargement...').
  await page.goto('/conversation/pas-un-identifiant');
  await expect(notFound).toBeVisible({ timeout: 3000 });

  // An address the server cannot even read: still the app's page, which shows the same screen.
  const response = await page.goto('/conversation/%');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(notFound).toBeVisible({ timeout: 3000 });
  await expectAccessible(page, 'adresse de conversation mal formée');
});

test('quand A supprime son compte, B garde le fil, fermé, sous « Compte supprimé »', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const alicePage = await openAs(browser, alice);
  const id = await startConversation(alicePage, bob.username);
  await sendMessage(alicePage, id, 'Je quitte Port-Marin demain');
  await skipSplash(page);
  await signIn(page, bob);
  await sendMessage(page, id, 'Bon vent, Anne !');
  const deleted = await alicePage.request.delete('/api/account', {
    data: { confirmEmail: alice.email },
    headers: { origin: baseURL },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await closeAs(alicePage);

  await page.goto('/messages');
  await page.getByRole('link', { name: /Compte supprimé/ }).click();
  await expect(page).toHaveURL(new RegExp(`/conversation/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compte supprimé' })).toBeVisible();
  await expect(page.getByText('Bon vent, Anne !')).toBeVisible();
  // Her messages went with her account.
  await expect(page.getByText('Je quitte Port-Marin demain')).toHaveCount(0);
  await expect(
    page.getByText('Votre correspondant a supprimé son compte : vous ne pouvez plus lui répondre.'),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Tapez votre message...')).toHaveCount(0);
  await expectAccessible(page, 'conversation avec un compte supprimé');
});

test('« Nouvelle conversation » démarre un échange à deux, puis un groupe nommé', async ({ page, request }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const carol = await createResident(request, carole());
  await skipSplash(page);
  await signIn(page, alice);
  await page.goto('/messenger');

  await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' });
  await dialog.getByLabel('Rechercher un habitant').fill(bob.username);
  await recipient(dialog, bob).check();
  await dialog.getByRole('button', { name: 'Démarrer la conversation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: bob.name })).toBeVisible();

  await page.goto('/messages');
  await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' });
  await dialog.getByLabel('Rechercher un habitant').fill(bob.username);
  await recipient(dialog, bob).check();
  await dialog.getByLabel('Rechercher un habitant').fill(carol.username);
  await recipient(dialog, carol).check();
  await expect(dialog.getByRole('list', { name: 'Destinataires choisis' }).getByRole('listitem')).toHaveCount(2);
  // A group needs a name.
  await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(dialog.getByText('Donnez un nom au groupe.')).toBeVisible();
  await dialog.getByLabel('Nom du groupe').fill('Régate du dimanche');
  await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Régate du dimanche' })).toBeVisible();

  await page.goto('/messenger');
  await expect(page.getByTestId('conversation-row')).toHaveCount(2);
  await expect(page.getByTestId('conversation-row').first()).toContainText('Régate du dimanche');
  await page.getByRole('searchbox', { name: 'Rechercher dans Messenger' }).fill(bob.name.toUpperCase());
  await expect(page.getByTestId('conversation-row')).toHaveCount(2); // Bob is in both
  await page.getByRole('searchbox', { name: 'Rechercher dans Messenger' }).fill('régate');
  await expect(page.getByTestId('conversation-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Rechercher dans Messenger' }).fill('Personne ici');
  await expect(page.getByText('Aucune conversation trouvée')).toBeVisible();
});

test('la conversation s’ouvre en bas et charge les messages plus anciens en remontant', async ({
  page,
  request,
  browser,
}) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const bobPage = await openAs(browser, bob);
  await skipSplash(page);
  await signIn(page, alice);
  const id = await startConversation(page, bob.username);
  // 35 messages (one page is 30), both sides, under each resident's sending limit.
  for (let n = 1; n <= 35; n += 1) await sendMessage(n % 2 ? page : bobPage, id, `Message numéro ${n}`);

  await page.goto(`/conversation/${id}`);
  const log = page.getByRole('log', { name: `Messages avec ${bob.name}` });
  await expect(log.getByText('Message numéro 35', { exact: true })).toBeInViewport();
  await expect(log.getByTestId('message')).toHaveCount(30);
  await expect(log.getByText('Message numéro 5', { exact: true })).toHaveCount(0);

  // Scrolling up loads the older page, and the message read before stays where it was.
  const anchor = log.getByText('Message numéro 6', { exact: true });
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(log.getByTestId('message')).toHaveCount(35);
  await expect(anchor).toBeInViewport();
  await expect(log.getByText('Message numéro 1', { exact: true })).not.toBeInViewport();
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(log.getByText('Message numéro 1', { exact: true })).toBeInViewport();
  await expect(log.getByRole('button', { name: 'Messages précédents' })).toHaveCount(0);

  // A message arriving meanwhile does not pull the view down; a button leads to it.
  await sendMessage(bobPage, id, 'Tu as vu la marée ?');
  await expect(log.getByTestId('message')).toHaveCount(36);
  await expect(log.getByText('Message numéro 1', { exact: true })).toBeInViewport();
  await page.getByRole('button', { name: 'Nouveaux messages' }).click();
  await expect(log.getByText('Tu as vu la marée ?', { exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Nouveaux messages' })).toHaveCount(0);
  await closeAs(bobPage);
});

test('messagerie accessible', async ({ page, request, browser }) => {
  // Several residents, sockets and axe runs on a shared machine.
  test.slow();
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  const bobPage = await openAs(browser, bob);
  await setPrivacy(bobPage, { onlineStatus: true });
  await bobPage.goto('/feed');

  await skipSplash(page);
  await signIn(page, alice);
  const id = await startConversation(page, bob.username);
  await sendMessage(page, id, 'Bonjour, le marché est-il ouvert demain ?');
  await sendMessage(bobPage, id, 'Oui, de 8 h à 13 h sur le quai.');

  await page.goto('/messenger');
  await expect(row(page, bob.name).getByTestId('unread-badge')).toBeVisible();
  await expect(row(page, bob.name).getByText('En ligne')).toBeVisible();
  await expectAccessible(page, '/messenger');

  await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' });
  await dialog.getByLabel('Rechercher un habitant').fill(bob.username);
  await expect(recipient(dialog, bob)).toBeVisible();
  await expectAccessible(page, 'nouvelle conversation');
  await page.keyboard.press('Escape');

  await row(page, bob.name).click();
  await expect(page.getByText('Oui, de 8 h à 13 h sur le quai.')).toBeVisible();
  await expectAccessible(page, '/conversation/:id');

  // A failed send, as shown on its bubble.
  await page.route(`**/api/conversations/${id}/messages`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          json: { error: { code: 'RATE_LIMITED', message: 'Vous envoyez trop de messages en peu de temps.' } },
        })
      : route.fallback(),
  );
  await page.getByPlaceholder('Tapez votre message...').fill('Parfait, merci !');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText("Échec de l'envoi")).toBeVisible();
  await expectAccessible(page, "échec d'envoi");
  await page.unroute(`**/api/conversations/${id}/messages`);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText("Échec de l'envoi")).toHaveCount(0);
  await expect(page.getByTestId('message').filter({ hasText: 'Parfait, merci !' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await expect(page.getByTestId('message').filter({ hasText: 'Parfait, merci !' })).toHaveCount(1);

  await page.goto('/conversation/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation non trouvée' })).toBeVisible();
  await expectAccessible(page, 'conversation non trouvée');
  await closeAs(bobPage);
});

test('un habitant écrit à une page : le commerçant répond au nom de la page, à part de ses fils personnels', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const shopkeeper = await createResident(request, anne());
  const customer = await createResident(request, bastien());
  const pageName = `Café ${shopkeeper.username}`;

  const owner = await openAs(browser, shopkeeper);
  await owner.setViewportSize({ width: 390, height: 844 });
  const created = await owner.request.post('/api/business-pages', {
    data: { name: pageName },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;
  // An old personal thread between them: the page's message must not land in it.
  await startConversation(owner, customer.username);

  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, customer);
  await page.goto(`/business/${pageId}`);
  await page.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(page).toHaveURL(/\/conversation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  await expect(page.getByText('Page professionnelle')).toBeVisible();
  const question = 'Avez-vous encore des galettes ce soir ?';
  await page.getByPlaceholder('Tapez votre message...').fill(question);
  await page.getByPlaceholder('Tapez votre message...').press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: question })).toHaveAttribute('data-status', 'sent');

  // The owner finds it under the page, titled by the customer, apart from their personal thread.
  await owner.goto('/messages');
  const ofPages = owner.getByRole('list', { name: 'Messages de mes pages' });
  await expect(row(owner, `${customer.name} · ${pageName}`)).toContainText(question);
  await expect(ofPages.getByTestId('conversation-row')).toHaveCount(1);
  await expect(owner.getByRole('list', { name: 'Mes conversations' }).getByTestId('conversation-row')).toHaveCount(1);
  await expectAccessible(owner, 'messages de mes pages');
  await ofPages.getByTestId('conversation-row').click();
  await expect(owner.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(owner.getByText(`Écrit à ${pageName} : vous répondez au nom de la page`)).toBeVisible();
  const answer = 'Oui, jusqu’à 19 h !';
  await owner.getByPlaceholder('Tapez votre message...').fill(answer);
  await owner.getByRole('button', { name: 'Envoyer' }).click();

  // The customer reads the answer live, from the page: its name, never the owner's.
  await expect(page.getByTestId('message').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  await expect(page.getByText(shopkeeper.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Retour aux messages' }).click();
  await expect(row(page, pageName)).toContainText(answer);
  await expect(page.getByRole('list', { name: 'Messages de mes pages' })).toHaveCount(0);

  // The owner is offered no message button on their own page.
  await owner.goto(`/business/${pageId}`);
  await expect(owner.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Envoyer un message' })).toHaveCount(0);
  await closeAs(owner);
});

test('à 390 px, la ligne d’un message à sa page garde le nom de la page et coupe d’abord celui du client', async ({
  page,
  request,
  browser,
}) => {
  const shopkeeper = await createResident(request, anne());
  const customer = await createResident(request, {
    ...newResident('yann'),
    name: 'Yann Kerbrat de Kerdrel-Le Goasguen',
  });
  const pageName = 'Institut Iodé';
  const customerPage = await openAs(browser, customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, shopkeeper);
  const created = await page.request.post('/api/business-pages', {
    data: { name: pageName },
    headers: { origin: baseURL },
  });
  const pageId = ((await created.json()) as { id: string }).id;
  const contact = await customerPage.request.post(`/api/business-pages/${pageId}/conversation`, {
    headers: { origin: baseURL },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const { conversation } = (await contact.json()) as { conversation: { id: string } };
  await sendMessage(customerPage, conversation.id, 'Un soin aux algues samedi ?');
  await closeAs(customerPage);

  await page.goto('/messages');
  const line = row(page, customer.name);
  const label = line.getByText(`· ${pageName}`);
  await expect(label).toBeVisible();
  // The page's name lies whole inside the title's box; the customer's name is the one cut.
  const title = label.locator('..');
  const [labelBox, titleBox] = await Promise.all([label.boundingBox(), title.boundingBox()]);
  expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(titleBox!.x + titleBox!.width + 0.5);
  // How much wider its text is laid out than the box that shows it (> 0: cut by an ellipsis).
  const overflow = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width - el.getBoundingClientRect().width;
  };
  expect(await label.evaluate(overflow)).toBeLessThanOrEqual(0.5);
  expect(await title.getByText(customer.name).evaluate(overflow)).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'messages de mes pages à 390 px');
});

test('à 390 px, « Écrivez le premier ! » garde son point d’exclamation sur la ligne de « premier »', async ({
  page,
  request,
}) => {
  const alice = await createResident(request, anne());
  const bob = await createResident(request, bastien());
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, alice);
  const id = await startConversation(page, bob.username);
  await page.goto(`/conversation/${id}`);
  const empty = page.getByText('Aucun message pour le moment. Écrivez le premier !');
  await expect(empty).toBeVisible();
  // toContainText would fold the no-break space into an ordinary one: the text itself is read.
  expect(await empty.evaluate((el) => el.textContent)).toContain('premier\u00a0!');
  // One line box for « premier ! »: the mark never starts a line alone.
  const lines = await empty.evaluate((el) => {
    const text = el.firstChild!;
    const range = document.createRange();
    const start = text.textContent!.indexOf('premier');
    range.setStart(text, start);
    range.setEnd(text, text.textContent!.length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await expectAccessible(page, 'conversation vide à 390 px');
});
