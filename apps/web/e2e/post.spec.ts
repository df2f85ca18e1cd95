import { baseURL } from '../playwright.config';
import { createResident, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

test('une publication partagée s’ouvre dans un autre navigateur, sans compte', async ({ page, request, browser }) => {
  const resident = await createResident(request);
  await signIn(page, resident);
  const content = `Les goélands sont de retour sur le quai ${Date.now()}\nhttps://port-marin.fr/goelands`;
  const created = await page.request.post('/api/posts', { data: { content }, headers: { origin: baseURL } });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: string };

  // Someone who received the link, in a browser that never signed in.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const visitor = await other.newPage();
  await skipSplash(visitor);
  await visitor.goto(`/post/${post.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Publication de ${resident.name}` })).toBeVisible();
  const article = visitor.getByRole('article');
  await expect(article).toContainText('Les goélands sont de retour sur le quai');
  await expect(article.getByRole('link', { name: 'https://port-marin.fr/goelands' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  // The comments are open at once.
  const thread = article.getByRole('region', { name: 'Commentaires' });
  await expect(thread.getByText('Aucun commentaire pour le moment.')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Connectez-vous' })).toBeVisible();
  await expectAccessible(visitor, '/post/:id');
  await other.close();
});

test('l’auteur commente sa publication depuis son adresse', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  const created = await page.request.post('/api/posts', {
    data: { content: `Vide-grenier dimanche ${Date.now()}` },
    headers: { origin: baseURL },
  });
  const post = (await created.json()) as { id: string };
  await page.goto(`/post/${post.id}`);
  const thread = page.getByRole('region', { name: 'Commentaires' });
  await thread.getByLabel('Votre commentaire').fill('Rendez-vous place de l’église.');
  await thread.getByRole('button', { name: 'Commenter' }).click();
  await expect(thread.getByText('Rendez-vous place de l’église.')).toBeVisible();
  await expect(page.getByRole('button', { name: '1 commentaire' })).toBeVisible();
  await expectAccessible(page, '/post/:id (connecté)');
});

test('une publication inconnue affiche « Publication introuvable »', async ({ page }) => {
  await skipSplash(page);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-identifiant']) {
    await page.goto(`/post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeVisible();
    await expect(page.getByText("Cette publication n'existe pas ou a été supprimée.")).toBeVisible();
    await expectAccessible(page, `/post/${id}`);
  }
  await page.getByRole('link', { name: 'Retour au fil d’actualité' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});
