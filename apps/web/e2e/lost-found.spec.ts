import type { LostFoundObject } from '@portmarin/shared';
import {
  closeAs,
  createResident,
  expect,
  expectAccessible,
  MAIRIE,
  ONE_PIXEL_PNG,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';

/** Letters only (a-j for 0-9): one plain word the full-text search finds whole. */
const letters = () =>
  Date.now()
    .toString()
    .replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));

test('« Objets trouvés » : la mairie publie un objet avec sa photo, un habitant le trouve, l’enregistre, le réclame, la mairie le rend', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = letters();
  const title = `Lunettes de soleil ${word}`;

  // The mairie posts the object with its photo, where and when it was found.
  const mairie = await openAs(browser, MAIRIE);
  await mairie.goto('/objets-trouves');
  await expect(mairie.getByRole('heading', { level: 1, name: 'Objets trouvés' })).toBeVisible();
  await mairie.getByRole('button', { name: 'Publier un objet trouvé' }).click();
  const dialog = mairie.getByRole('dialog', { name: 'Publier un objet trouvé' });
  await dialog.getByLabel('Objet').fill(title);
  await dialog.getByLabel('Description (facultatif)').fill('Monture écaille, étui bleu marine.');
  await dialog.getByLabel('Lieu de découverte').fill('Grande plage, poste de secours');
  await dialog.getByLabel('Photo (facultatif)').setInputFiles({
    name: 'lunettes.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expectAccessible(mairie, 'formulaire d’objet trouvé');
  const created = mairie.waitForResponse((r) => r.url().endsWith('/api/lost-found') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Publier l’objet' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const object = (await response.json()) as LostFoundObject;
  expect(object.imageUrl).toMatch(/^\/uploads\//);
  await expect(mairie.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(mairie, 'liste des objets trouvés (mairie)');

  // A resident who lost them searches from the top bar.
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const search = page.getByRole('dialog', { name: /^Rechercher dans / });
  await search.getByRole('searchbox').fill(word);
  const found = search.getByRole('region', { name: 'Objets trouvés' }).getByRole('link', { name: new RegExp(title) });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/objets-trouves/${object.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: title })).toBeVisible();

  // They save it, and find it in their saved items.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer des éléments enregistrés' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // They claim it with a message to the mairie.
  await expectAccessible(page, 'page d’un objet trouvé (habitant)');
  await page.getByLabel('Votre message à la mairie').fill('Étui bleu marine, rayure sur le verre gauche.');
  await page.getByRole('button', { name: 'Réclamer cet objet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La mairie a reçu votre demande' })).toBeVisible();

  await page.goto('/saved');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

  // The mairie reads the claim and returns the object to its owner.
  await mairie.goto(`/objets-trouves/${object.id}`);
  const manage = mairie.getByRole('region', { name: 'Gérer l’objet' });
  await expect(manage).toContainText('rayure sur le verre gauche');
  await expect(manage).toContainText(resident.email);
  await expectAccessible(mairie, 'page d’un objet trouvé (mairie)');
  await manage.getByRole('button', { name: `Rendre à ${resident.name}` }).click();
  await mairie.getByRole('alertdialog').getByRole('button', { name: 'Rendu à son propriétaire' }).click();
  await expect(mairie.getByText('Objet rendu à son propriétaire')).toBeVisible();
  await expect(mairie.getByText('Cet objet a été rendu à son propriétaire', { exact: false })).toBeVisible();
  await closeAs(mairie);

  // The resident is told, and the closed object says so: nobody can claim it again.
  await page.goto('/notifications');
  await expect(page.getByText('La mairie a accepté votre demande', { exact: false }).first()).toBeVisible();
  await page.goto(`/objets-trouves/${object.id}`);
  await expect(page.getByText('Cet objet a été rendu à son propriétaire', { exact: false })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('votre objet vous attend');
  await expect(page.getByRole('button', { name: 'Réclamer cet objet' })).toHaveCount(0);
});
