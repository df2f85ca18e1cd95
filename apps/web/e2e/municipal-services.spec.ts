import { ADMIN, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

test('un visiteur filtre les services par catégorie et par recherche, les urgences en premier', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/municipal-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Municipaux' })).toBeVisible();
  await expect(page.getByText(/^\d+ services disponibles$/)).toBeVisible();

  // The emergency section comes first, before the categories, and calls the emergency numbers.
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections.first()).toHaveText("Services d'urgence");
  await expect(sections.nth(1)).toHaveText('Administration');
  const emergency = page.getByRole('region', { name: "Services d'urgence" });
  await expect(emergency.getByRole('link', { name: 'Appeler SAMU au 15' })).toHaveAttribute('href', 'tel:15');
  await expect(emergency.getByRole('link', { name: /au 196$/ })).toHaveAttribute('href', 'tel:196');

  // A chip's tooltip describes its category (keyboard focus opens it).
  const littoral = page.getByRole('button', { name: 'Littoral' });
  await littoral.focus();
  await expect(page.getByRole('tooltip')).toContainText('Port, plages');

  // One category: its services as a grid, its emergency numbers still first.
  await littoral.click();
  await expect(littoral).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('3 services disponibles')).toBeVisible();
  await expect(sections.first()).toHaveText("Services d'urgence");
  await expect(page.getByRole('heading', { level: 3, name: 'Capitainerie du port' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Médiathèque' })).toHaveCount(0);

  // Back to all, then a search typed without accents.
  await page.getByRole('button', { name: 'Tous' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un service' }).fill('mediatheque');
  await expect(page.getByText('1 service disponible')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Médiathèque' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Culture' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un service' }).fill('piscine olympique introuvable');
  await expect(page.getByText('Aucun service trouvé')).toBeVisible();

  // The town hall's footer card.
  const hall = page.getByRole('region', { name: 'Mairie de Port-Marin' });
  await expect(hall.getByRole('link', { name: 'Appeler la mairie au 02 97 00 00 00' })).toHaveAttribute(
    'href',
    'tel:0297000000',
  );
  await expect(hall.getByRole('link', { name: 'contact@mairie-portmarin.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@mairie-portmarin.fr',
  );
  await expect(hall.getByRole('link', { name: /voir sur la carte/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=1%20place%20de%20la%20Mairie/,
  );
  await expect(hall.getByRole('link', { name: /nouvel onglet/ }).last()).toHaveAttribute('target', '_blank');
});

test('l’administrateur ajoute un service depuis l’écran d’administration et il apparaît', async ({ page }) => {
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Services municipaux (administration)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services municipaux (administration)' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un service' });
  // The name is required: the form says so in French before sending anything.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom du service est requis.')).toBeVisible();
  await dialog.getByLabel('Nom du service').fill('Navette des plages');
  await dialog.getByLabel('Catégorie').selectOption('Numérique');
  await dialog.getByLabel('Description').fill('Bus gratuit entre le bourg et les plages en été.');
  await dialog.getByLabel('Téléphone').fill('02 97 00 00 98');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Service enregistré')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Navette des plages' })).toBeVisible();

  // It appears for residents, in its category.
  await page.goto('/municipal-services');
  await page.getByRole('button', { name: 'Numérique' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Navette des plages' })).toBeVisible();

  // Edited, then removed.
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Modifier le service Navette des plages' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le service' });
  await edit.getByLabel('Nom du service').fill('Navette estivale');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Navette estivale' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer le service Navette estivale' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Supprimer|Confirmer/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Navette estivale' })).toHaveCount(0);
});

test('un habitant non administrateur n’accède pas à l’écran d’administration', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/admin/services');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  const res = await page.request.post('/api/municipal-services', {
    data: { name: 'Piraté', category: 'Administration' },
  });
  expect(res.status()).toBe(401);
});

test('l’écran des services et ses infobulles sont accessibles', async ({ page }) => {
  // Axe reads some 40 cards on a busy machine.
  test.slow();
  await skipSplash(page);
  await page.goto('/municipal-services');
  await expect(page.getByText(/services disponibles$/)).toBeVisible();
  await expectAccessible(page, 'services municipaux');
  await page.getByRole('button', { name: 'Sécurité' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectAccessible(page, 'services municipaux, infobulle');
});

test('l’écran d’administration des services est accessible', async ({ page }) => {
  test.slow();
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 2, name: 'SAMU' })).toBeVisible();
  await expectAccessible(page, 'administration des services');
  await page.getByRole('button', { name: 'Ajouter un service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le nom du service est requis.')).toBeVisible();
  await expectAccessible(page, 'formulaire de service');
});
