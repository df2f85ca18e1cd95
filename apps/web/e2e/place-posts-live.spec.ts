import { baseURL } from '../playwright.config';
import { closeAs, createResident, expect, newResident, openAs, signIn, skipSplash, test } from './fixtures';

// A group's or a page's new post reaches the others on the open page, without a reload (issue 28).

test('un nouveau message de groupe et une publication de page arrivent en direct chez les autres', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const [author, member] = await Promise.all([
    createResident(request, newResident('autrice')),
    createResident(request, newResident('membre')),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, author);
  const name = `Marcheurs ${Date.now().toString(36)}`;
  const group = await page.request.post('/api/groups', {
    data: { name, isPrivate: true },
    headers: { origin: baseURL },
  });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { id: string }).id;
  const shop = await page.request.post('/api/business-pages', {
    data: { name: `Crêperie ${Date.now().toString(36)}` },
    headers: { origin: baseURL },
  });
  expect(shop.status()).toBe(201);
  const pageId = ((await shop.json()) as { id: string }).id;

  // The member joins the private group (accepted by its admin) and follows the page.
  const other = await openAs(browser, member);
  await other.setViewportSize({ width: 390, height: 844 });
  expect((await other.request.post(`/api/groups/${groupId}/join`, { headers: { origin: baseURL } })).status()).toBe(
    202,
  );
  const meRes = await other.request.get('/api/me');
  const memberId = ((await meRes.json()) as { user: { id: string } }).user.id;
  const accepted = await page.request.post(`/api/groups/${groupId}/requests/${memberId}/approve`, {
    headers: { origin: baseURL },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  expect(
    (await other.request.post(`/api/business-pages/${pageId}/follow`, { headers: { origin: baseURL } })).status(),
  ).toBe(200);

  await other.goto(`/groups/${groupId}`);
  await expect(other.getByText('Aucune publication dans ce groupe pour le moment.')).toBeVisible();
  await page.goto(`/groups/${groupId}`);
  await page.getByRole('button', { name: 'Écrivez quelque chose au groupe...' }).click();
  const composer = page.getByRole('dialog', { name: 'Créer une publication' });
  const text = `Sortie sur le sentier côtier dimanche ${Date.now()}`;
  await composer.getByLabel('Texte de la publication').fill(text);
  await composer.getByRole('button', { name: 'Publier' }).click();
  await expect(composer).toBeHidden();
  await expect(other.getByText(text)).toBeVisible();

  // The page's post reaches its follower on the page, too.
  await other.goto(`/business/${pageId}`);
  await expect(other.getByText('Aucune publication pour le moment.')).toBeVisible();
  const pagePost = `Galettes complètes à 5 € ce midi ${Date.now()}`;
  const posted = await page.request.post('/api/posts', {
    data: { content: pagePost, businessPageId: pageId },
    headers: { origin: baseURL },
  });
  expect(posted.status()).toBe(201);
  await expect(other.getByText(pagePost)).toBeVisible();
  await closeAs(other);
});
