import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  ONE_PIXEL_PNG,
  createResident,
  expect,
  expectAccessible,
  newResident,
  scrollToInFeed,
  signIn,
  skipSplash,
  test,
} from './fixtures';

/** The seeded cards, by their headings. */
const RESTAURANT = 'La Table du Port';
const NOTICE = 'Travaux sur le quai des Pêcheurs';
const CANDIDATE = 'Anne-Marie Guillou';
const SPONSORED = 'Crêperie Ty Mad';
const PARTNERS = 'Les commerces partenaires de Port-Marin';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function expectNewTab(link: Locator, href: RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('un visiteur voit les cinq cartes de la commune et leurs liens', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');

  const restaurant = card(page, RESTAURANT);
  await expect(restaurant.getByText('À LA UNE')).toBeVisible();
  await expect(restaurant.getByRole('img', { name: `Le restaurant ${RESTAURANT}` })).toBeVisible();
  await expect(restaurant.getByRole('link', { name: '02 97 12 34 56' })).toHaveAttribute('href', 'tel:0297123456');
  await expectNewTab(restaurant.getByRole('link', { name: 'Voir le menu (nouvel onglet)' }), /^https:\/\/.+\/menu$/);
  await expectNewTab(restaurant.getByRole('link', { name: 'Réserver (nouvel onglet)' }), /^https:\/\/.+\/reservation$/);

  const notice = card(page, NOTICE);
  await expect(notice.getByText('COMMUNIQUÉ OFFICIEL')).toBeVisible();
  await expect(notice.getByText('Mairie de Port-Marin')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:0297000000');
  await expect(notice.getByRole('link', { name: 'contact@mairie-portmarin.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@mairie-portmarin.fr',
  );
  await expectNewTab(
    notice.getByRole('link', { name: 'Site web (nouvel onglet)' }),
    /^https:\/\/www\.mairie-portmarin\.fr/,
  );

  const candidate = card(page, CANDIDATE);
  await expect(candidate.getByText('ÉLECTIONS 2026')).toBeVisible();
  await expect(candidate.getByText('Municipales', { exact: true })).toBeVisible();
  await expect(candidate.getByText('847 soutiens')).toBeVisible();
  await expect(candidate.getByRole('listitem')).toHaveCount(5);

  const sponsored = card(page, SPONSORED);
  await scrollToInFeed(page, sponsored);
  await expect(sponsored.getByText('Sponsorisé')).toBeVisible();
  // The crêperie is in the directory: the card shows its residents' reviews, not typed figures.
  const listed = (await (await page.request.get('/api/businesses?q=Ty%20Mad')).json()) as {
    businesses: Array<{ businessName: string; rating: number | null; reviewsCount: number }>;
  };
  const creperie = listed.businesses.find((b) => b.businessName === 'Crêperie Ty Mad')!;
  expect(creperie.reviewsCount).toBeGreaterThan(0);
  const rating = creperie.rating!.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  await expect(sponsored.getByText(`Note : ${rating} sur 5`)).toBeAttached();
  await expect(sponsored.getByText(`(${creperie.reviewsCount} avis)`)).toBeVisible();
  await expect(sponsored.getByRole('link', { name: '02 97 23 45 67' })).toHaveAttribute('href', 'tel:0297234567');
  await expect(sponsored.getByText('@creperietymad')).toBeVisible();

  const partners = card(page, PARTNERS);
  await scrollToInFeed(page, partners);
  await expect(partners.getByRole('link', { name: 'Appeler Voilerie Le Gall' })).toHaveAttribute(
    'href',
    'tel:0297345678',
  );
  await expectNewTab(
    partners.getByRole('link', { name: 'Site web de Cycles Ar Vag (nouvel onglet)' }),
    /^https:\/\/www\.cycles-arvag/,
  );
});

test('les cartes de la commune sont accessibles', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await scrollToInFeed(page, card(page, PARTNERS));
  await expect(card(page, PARTNERS)).toBeVisible();
  await expectAccessible(page, 'cartes promotionnelles');
});

test('l’administrateur ajoute une carte, la masque du fil, l’affiche à nouveau puis la supprime', async ({ page }) => {
  test.slow();
  const name = `Le Goéland ${Date.now().toString(36)}`;
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartes promotionnelles' })).toBeVisible();
  await expect(page.getByRole('article', { name: RESTAURANT })).toBeVisible();
  await expectAccessible(page, 'administration des cartes');

  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  await expect(dialog.getByLabel('Type de carte')).toHaveValue('restaurant');
  // Nothing is sent while the form is invalid: French messages beside the fields.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Corrigez les champs signalés avant d’enregistrer.');
  await expect(dialog.getByLabel('Nom du restaurant')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Nom du restaurant')).toBeFocused();
  await expectAccessible(page, 'formulaire de carte');

  await dialog.getByLabel('Nom du restaurant').fill(name);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Téléverser une image pour le champ Image' }).click();
  await (await chooser).setFiles({ name: 'goeland.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(dialog.getByLabel('Image', { exact: true })).toHaveValue(/^\/uploads\//);
  await dialog.getByLabel('Services').fill('Crêpes\nTerrasse');
  await dialog.getByLabel('Adresse').fill('3 rue des Mouettes, Port-Marin');
  await dialog.getByLabel('Téléphone').fill('02 97 99 88 77');
  await dialog.getByLabel('Lien du menu').fill('https://goeland.example/menu');
  await dialog.getByLabel('Lien de réservation').fill('https://goeland.example/reserver');
  // Last in the feed, so the seeded cards keep their places for the other journeys.
  await dialog.getByLabel('Position').fill('1000');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Carte enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('article', { name, exact: true });
  await expect(row.getByText('Visible', { exact: true })).toBeVisible();
  await page.goto('/feed');
  await scrollToInFeed(page, card(page, name));
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByRole('link', { name: '02 97 99 88 77' })).toHaveAttribute(
    'href',
    'tel:0297998877',
  );

  await page.goto('/admin/promotions');
  await row.getByRole('button', { name: `Masquer la carte ${name}` }).click();
  await expect(page.getByText('La carte est masquée du fil')).toBeVisible();
  await expect(row.getByText('Masquée', { exact: true })).toBeVisible();
  await page.goto('/feed');
  await scrollToInFeed(page, card(page, PARTNERS));
  await expect(card(page, PARTNERS)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await page.goto('/admin/promotions');
  await row.getByRole('button', { name: `Afficher la carte ${name}` }).click();
  await expect(page.getByText('La carte est de nouveau visible dans le fil')).toBeVisible();
  await page.goto('/feed');
  await scrollToInFeed(page, card(page, name));
  await expect(card(page, name)).toBeVisible();

  await page.goto('/admin/promotions');
  await row.getByRole('button', { name: `Supprimer la carte ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer cette carte ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Carte supprimée')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('l’écran d’administration et son formulaire sont accessibles', async ({ page }) => {
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/promotions');
  // .first(): once opened, the preview inside the row is an article with the same name.
  const row = page.getByRole('article', { name: PARTNERS }).first();
  await row.getByText('Aperçu').click();
  await expect(row.getByRole('heading', { level: 4, name: 'Voilerie Le Gall' })).toBeVisible();
  await expectAccessible(page, 'administration');
  await row.getByRole('button', { name: `Modifier la carte ${PARTNERS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la carte' });
  await expect(dialog.getByRole('group', { name: 'Commerce 3' })).toBeVisible();
  await expectAccessible(page, 'formulaire');
  // Closing without saving changes nothing.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});

test('un habitant qui n’est pas administrateur n’accède pas à l’écran', async ({ page, request }) => {
  const resident = await createResident(request, newResident('nonadmin'));
  await skipSplash(page);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');

  await signIn(page, resident);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une carte' })).toHaveCount(0);
  await expectAccessible(page, 'accès refusé');
  // The server refuses too.
  const res = await page.request.get('/api/admin/promotions');
  expect(res.status()).toBe(403);
});
