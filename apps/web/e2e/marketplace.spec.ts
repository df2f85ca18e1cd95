import {
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  ONE_PIXEL_PNG,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';

test('a resident sells an item with a photo, a neighbour finds it and contacts her, she marks it sold to him', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const [seller, buyer] = await Promise.all([
    createResident(page.request, newResident('vendeuse')),
    createResident(page.request, newResident('acheteur')),
  ]);
  const word = `kayak${Date.now().toString(36)}`;
  const title = `Kayak de mer ${word}`;

  await skipSplash(page);
  await signIn(page, seller);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByPlaceholder('Rechercher sur Marketplace...')).toBeVisible();
  // Parcourir: the six categories with their counts; Immobilier opens its tab with the seeded rents.
  for (const category of ['Électronique', 'Véhicules', 'Maison & Jardin', 'Vêtements', 'Loisirs']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${category}`) })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Filtres' }).click();
  await expect(page.getByLabel('Prix maximum (€)')).toBeVisible();
  await expectAccessible(page, 'marketplace: Parcourir');
  await page.getByRole('button', { name: /^Immobilier/ }).click();
  await expect(page.getByRole('tab', { name: 'Immobilier' })).toHaveAttribute('aria-selected', 'true');
  for (const type of ['Achat', 'Vente', 'Location', 'Location saisonnière']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${type}\\s*\\d`) })).toBeVisible();
  }
  await expect(page.getByText(/\/mois$/).first()).toBeVisible();
  await expect(page.getByText(/\/nuit$/).first()).toBeVisible();
  await expectAccessible(page, 'marketplace: Immobilier');
  await page.getByRole('tab', { name: 'Mes ventes' }).click();
  await expect(page.getByRole('button', { name: 'Commencer à vendre' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mes achats' }).click();
  await expect(page.getByText('Aucun achat récent.')).toBeVisible();

  // 'Vendre': French validation, then a listing with a photo.
  await page.getByRole('button', { name: 'Vendre', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendre un article' });
  await dialog.getByRole('button', { name: "Publier l'annonce" }).click();
  await expect(dialog.getByText('Le titre est obligatoire.')).toBeVisible();
  await expect(dialog.getByText('Le prix est obligatoire.')).toBeVisible();
  await dialog.getByLabel('Titre *').fill(title);
  await dialog.getByLabel('Prix (€) *').fill('149,90');
  await dialog.getByLabel('Catégorie *').selectOption('Loisirs');
  await dialog.getByLabel('État *').selectOption('Très bon état');
  await dialog.getByLabel('Localisation *').fill('Cale du vieux port');
  await dialog.getByLabel('Description').fill('Kayak une place, pagaie et gilet fournis.');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'kayak.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(dialog.getByRole('img', { name: 'Vue 1 de l’annonce' })).toBeVisible();
  // RGAA 1.3: the seller describes the photo; the listing reads it in its place.
  await dialog.getByLabel('Décrire la photo 1').fill('Kayak jaune posé sur la cale, pagaie en travers');
  await expectAccessible(page, 'marketplace: Vendre');
  await dialog.getByRole('button', { name: "Publier l'annonce" }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^149,90\s€$/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Kayak jaune posé sur la cale, pagaie en travers (1 sur 1)' }),
  ).toBeVisible();
  const listingUrl = page.url();

  // The neighbour finds it by search, opens it and contacts the seller.
  const other = await openAs(browser, buyer);
  await other.goto('/marketplace');
  await other.getByPlaceholder('Rechercher sur Marketplace...').fill(word);
  await other.getByRole('link', { name: title }).click();
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(other, 'marketplace: annonce (acheteur)');
  await other.getByRole('button', { name: 'Contacter le vendeur' }).click();
  const contact = other.getByRole('dialog', { name: 'Contacter le vendeur' });
  const message = `Bonjour, je peux passer samedi pour le kayak ? ${word}`;
  await contact.getByLabel('Votre message').fill(message);
  await contact.getByRole('button', { name: 'Envoyer' }).click();
  await expect(other.getByText('Message envoyé')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Voir la conversation avec le vendeur' })).toBeVisible();

  // The seller reads it in her messages, with the listing named.
  await page.goto('/messages');
  const row = page.getByTestId('conversation-row').filter({ hasText: buyer.name });
  await row.click();
  const bubble = page.getByTestId('message').filter({ hasText: message });
  await expect(bubble).toBeVisible();
  await expect(bubble).toContainText(title);

  // She marks it sold to him: 1 message counted, and it shows in his Mes achats.
  await page.goto(listingUrl);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  await expect(page.getByText('1 vue', { exact: true })).toBeVisible();
  await expectAccessible(page, 'marketplace: annonce (vendeuse)');
  await page.getByRole('button', { name: 'Marquer comme vendu' }).click();
  const sold = page.getByRole('dialog', { name: 'Marquer comme vendu' });
  await sold.getByRole('radio', { name: buyer.name }).check();
  await sold.getByRole('button', { name: 'Confirmer la vente' }).click();
  await expect(page.getByText(`Vendu à ${buyer.name}.`)).toBeVisible();

  await other.goto('/marketplace');
  await other.getByRole('tab', { name: 'Mes achats' }).click();
  await expect(other.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(other, 'marketplace: Mes achats');
  await closeAs(other);

  // Her sales show it sold, with its counts.
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Mes ventes' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText('Vendu', { exact: true })).toBeVisible();
  await expect(card.getByText('1 message', { exact: true })).toBeVisible();
  await expectAccessible(page, 'marketplace: Mes ventes');
});
