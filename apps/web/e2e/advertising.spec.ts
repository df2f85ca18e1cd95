import { baseURL } from '../playwright.config';
import {
  ADMIN,
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

test('a business asks for a boost, an admin approves it, the business sees it approved and is notified', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createResident(page.request, newResident('regie'));
  const pageName = `Crêperie du Môle ${Date.now().toString(36)}`;

  await skipSplash(page);
  await signIn(page, owner);

  // Without a business page, the hub says how to make one.
  await page.goto('/advertising');
  await expect(page.getByRole('heading', { level: 1, name: 'Régie publicitaire' })).toBeVisible();
  await expect(page.getByText('la mairie vous contacte pour convenir du règlement')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer ma page professionnelle' })).toHaveAttribute('href', '/business');
  await expectAccessible(page, '/advertising sans page');

  // The owner's page and one post on it.
  const created = await page.request.post('/api/business-pages', {
    data: { name: pageName },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { id: pageId } = (await created.json()) as { id: string };
  const posted = await page.request.post('/api/posts', {
    data: { content: 'Galette de la semaine : andouille et pommes.', businessPageId: pageId },
    headers: { origin: baseURL },
  });
  expect(posted.status()).toBe(201);

  // Créer: the four objectives with their starting prices, the town's zone, the total, the minimum budget.
  await page.reload();
  await expect(page.getByLabel('Page professionnelle')).toHaveValue(pageId);
  await expect(page.getByRole('radio', { name: /Notoriété\s*à partir de 2\s€\/jour/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Conversions\s*à partir de 5\s€\/jour/ })).toBeVisible();
  await expect(page.getByLabel('Zone de diffusion')).toHaveValue('Port-Marin et ses environs');
  await page.getByLabel('Budget quotidien (€)').fill('3');
  await page.getByLabel('Durée (jours)').fill('5');
  await expect(page.getByText(/Total estimé\s: 15\s€/)).toBeVisible();
  await page.getByLabel('Budget quotidien (€)').fill('1');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Le budget quotidien minimum est de 2 € par jour.')).toBeVisible();
  await expectAccessible(page, '/advertising Créer');

  // Vérifier: the three badges with their monthly prices, Premium labelled Pro, the 48 h promise.
  await page.getByRole('tab', { name: 'Vérifier' }).click();
  await expect(page.getByRole('radio', { name: /Vérifié — 9\s€\/mois/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Premium — 19\s€\/mois\s*Pro/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Commerce Local — 5\s€\/mois/ })).toBeVisible();
  await expect(page.getByText('la mairie vous contacte sous 48h')).toBeVisible();
  await expectAccessible(page, '/advertising Vérifier');

  // Booster: the 3 € boost of the post.
  await page.getByRole('tab', { name: 'Booster' }).click();
  await expect(page.getByRole('radio', { name: /Boost 7 jours — 5\s€/ })).toBeChecked();
  await expect(page.getByText('Boost automatique')).toBeVisible();
  await expectAccessible(page, '/advertising Booster');
  await page
    .getByLabel('Que voulez-vous booster ?')
    .selectOption({ label: 'Publication : Galette de la semaine : andouille et pommes.' });
  await page.getByRole('radio', { name: /Boost 3 jours — 3\s€/ }).check();
  await page.getByRole('button', { name: 'Demander le boost' }).click();
  await expect(page.getByText('Demande envoyée')).toBeVisible();
  // Each request is a list item with a heading (its figures are a list of their own).
  const mine = page
    .getByRole('region', { name: 'Mes demandes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading', { name: `Boost 3 jours · ${pageName}` })).toBeVisible();
  await expect(mine.getByText('En attente')).toBeVisible();

  // Analytics: the page's real figures.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Publications', { exact: true })).toBeVisible();
  await expectAccessible(page, '/advertising Analytics');

  // The admin approves it, with a note.
  const admin = await openAs(browser, ADMIN);
  await admin.goto('/admin/advertising');
  await expect(admin.getByRole('heading', { level: 1, name: 'Régie publicitaire (administration)' })).toBeVisible();
  const queue = admin.getByRole('region', { name: 'Demandes publicitaires' });
  const request = queue
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: new RegExp(pageName) }) });
  await expect(request.getByText(/Total\s: 3\s€/)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Sponsors' })).toBeVisible();
  await expectAccessible(admin, '/admin/advertising');
  await request.getByLabel('Note pour l’entreprise (facultatif)').fill('Boost programmé dès lundi.');
  await request.getByRole('button', { name: `Approuver la demande de ${pageName}` }).click();
  await expect(admin.getByText('Demande approuvée')).toBeVisible();
  await expect(request).toHaveCount(0);

  // The sponsors page lists the seeded sponsors, links opening in a new tab.
  await admin.goto('/sponsors');
  await expect(admin.getByRole('heading', { level: 1, name: 'Nos sponsors' })).toBeVisible();
  const sponsorLink = admin.getByRole('link', { name: /Visiter le site de Chantier naval du Ponant/ });
  await expect(sponsorLink).toHaveAttribute('target', '_blank');
  await expect(sponsorLink).toHaveAttribute('rel', /noopener/);
  await expectAccessible(admin, '/sponsors');
  await closeAs(admin);

  // The business sees it approved, with the note, and is notified.
  await page.reload();
  await expect(mine.getByText('Approuvée')).toBeVisible();
  await expect(mine.getByText('Boost programmé dès lundi.')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText('La mairie a répondu à votre demande publicitaire')).toBeVisible();
});
