import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';

test('un habitant ajoute son entreprise à l’annuaire et la retrouve par la recherche', async ({ page }) => {
  const resident = await createResident(page.request, newResident('artisan'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire Local' })).toBeVisible();

  const name = `Atelier Kério ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Ajouter votre entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter votre entreprise' });
  const submit = dialog.getByRole('button', { name: 'Ajouter', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nom de l’entreprise').fill(name);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Catégorie').selectOption('Artisan');
  await dialog.getByLabel('E-mail').fill('contact@kerio.fr');
  await dialog.getByLabel('Adresse').fill('3 rue des Chantiers, 56290 Port-Marin');
  await dialog.getByLabel('Description').fill('Réparation de voiles et de cirés');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Entreprise ajoutée')).toBeVisible();
  await expect(page.getByText("Votre entreprise a été ajoutée à l'annuaire avec succès")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Without the accent, and by a word of its description.
  const search = page.getByRole('searchbox', { name: 'Rechercher une entreprise' });
  await search.fill('kerio');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('cirés voiles');
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: `Voir la fiche de ${name}` }).click();
  const fiche = page.getByRole('dialog', { name });
  await expect(fiche.getByRole('link', { name: 'contact@kerio.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@kerio.fr',
  );
  // The creator edits the entry, and does not rate it.
  await fiche.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’entreprise' });
  await edit.getByLabel('Téléphone').fill('02 97 11 22 33');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(fiche.getByRole('link', { name: '02 97 11 22 33' })).toHaveAttribute('href', 'tel:0297112233');
  await expect(fiche.getByText('Vous pouvez répondre une fois à chaque avis.')).toBeVisible();
});

test('un habitant note une entreprise au clavier, et la note compte', async ({ page }) => {
  const resident = await createResident(page.request, newResident('client'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/entreprises');
  await page.getByRole('searchbox', { name: 'Rechercher une entreprise' }).fill('Gîte de la Pointe');
  await page.getByRole('button', { name: 'Voir la fiche de Gîte de la Pointe' }).click();
  const fiche = page.getByRole('dialog', { name: 'Gîte de la Pointe' });
  const before = await fiche
    .getByRole('img', { name: /^Note .* avis$/ })
    .first()
    .getAttribute('aria-label');
  const count = Number(/, (\d+) avis/.exec(before ?? '')?.[1]);

  await fiche.getByRole('radio', { name: '1 étoile', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(fiche.getByRole('radio', { name: '3 étoiles' })).toBeChecked();
  await fiche.getByLabel('Votre avis (facultatif)').fill('Gîte calme, vue superbe');
  await fiche.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(fiche.getByText('Votre avis', { exact: true })).toBeVisible();
  // Shown once, in « Votre avis », not again among the others' reviews (issue 28).
  await expect(fiche.getByText('Gîte calme, vue superbe')).toHaveCount(1);
  await expect(fiche.getByRole('article', { name: `Avis de ${resident.name}` })).toHaveCount(0);
  await expect(fiche.getByRole('img', { name: new RegExp(`, ${count + 1} avis$`) }).first()).toBeVisible();

  await fiche.getByRole('button', { name: 'Supprimer mon avis' }).click();
  await expect(fiche.getByRole('button', { name: 'Publier mon avis' })).toBeVisible();
  await expect(fiche.getByRole('img', { name: new RegExp(`, ${count} avis$`) }).first()).toBeVisible();
});

test('Entreprises Locales et une fiche sont accessibles', async ({ page }) => {
  // Two axe runs on a long list: slow on a busy machine.
  test.slow();
  await skipSplash(page);
  await page.goto('/entreprises');
  await expect(page.getByRole('heading', { level: 1, name: 'Entreprises Locales' })).toBeVisible();
  // Sponsored first.
  await expect(page.getByRole('article').first().getByText('Sponsorisée')).toBeVisible();
  await expect(page.getByText('Entreprises', { exact: true })).toBeVisible();
  await expectAccessible(page, '/entreprises');
  await page.getByRole('button', { name: 'Santé', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Pharmacie du Phare' })).toBeVisible();
  await page.getByRole('button', { name: 'Voir la fiche de Pharmacie du Phare' }).click();
  await expect(page.getByRole('dialog', { name: 'Pharmacie du Phare' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'fiche');
});

test('l’Annuaire Local est accessible', async ({ page }) => {
  test.slow();
  await skipSplash(page);
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire Local' })).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Premium')).toBeVisible();
  await expectAccessible(page, '/directory');
  await page.getByRole('searchbox', { name: 'Rechercher une entreprise' }).fill('zzzz introuvable');
  await expect(page.getByText('Aucune entreprise trouvée')).toBeVisible();
  await expectAccessible(page, '/directory vide');
});

test('« Ajouter mon entreprise » sur Entreprises Locales ouvre le formulaire de l’annuaire, à 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const resident = await createResident(page.request, newResident('commercant'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/entreprises');
  await expect(page.getByRole('heading', { level: 1, name: 'Entreprises Locales' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter mon entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter mon entreprise' });
  await expect(dialog).toBeVisible();
  const name = `Crêperie du Môle ${Date.now().toString(36)}`;
  await dialog.getByLabel('Nom de l’entreprise').fill(name);
  await dialog.getByLabel('Catégorie').selectOption('Restaurant');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Entreprise ajoutée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Rechercher une entreprise' }).fill(name);
  await expect(page.getByRole('article', { name })).toBeVisible();
});
