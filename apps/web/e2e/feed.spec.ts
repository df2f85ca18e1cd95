import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  createResident,
  expect,
  expectAccessible,
  ONE_PIXEL_PNG,
  scrollToInFeed,
  signIn,
  skipSplash,
  test,
} from './fixtures';

/** The newest seeded post (15 minutes old at start-up). */
const NEWEST_SEEDED = 'Le marché du port est installé';
const newestSeeded = (page: Page) => page.getByRole('article').filter({ hasText: NEWEST_SEEDED });

test('un visiteur lit le fil et doit se connecter pour aimer', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à Port-Marin' })).toBeVisible();

  const market = newestSeeded(page);
  // Other journeys publish too: the seeded posts may be further down, drawn as the reader scrolls.
  await scrollToInFeed(page, market);
  await expect(market).toBeVisible();
  await expect(market.getByRole('link', { name: 'Marie Le Goff' })).toHaveAttribute('href', '/profile/marie.legoff');
  await expect(market.locator('time')).toHaveText(/^il y a \d+ minutes$/);
  // Photos load lazily: below the stories and the town's cards, scroll to them as a reader would.
  const marketPhoto = market.getByRole('img', { name: 'Photo publiée par Marie Le Goff' });
  await marketPhoto.scrollIntoViewIfNeeded();
  await expect(marketPhoto).toBeVisible();
  // The other seeded posts are there too, newest first, drawn as the reader scrolls to them.
  const welcome = page.getByRole('article').filter({ hasText: 'Bienvenue sur PortMarin' });
  await scrollToInFeed(page, welcome);
  await expect(welcome).toBeVisible();

  const like = market.getByRole('button', { name: /^\d+ J'aime$/ });
  const before = await like.textContent();
  await like.click();
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await expect(page.getByText('Vous devez être connecté pour aimer une publication')).toBeVisible();
  await expect(like).toHaveText(before!);
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // Visitors read the comments and are invited to sign in to write one.
  await market.getByRole('button', { name: /^\d+ commentaires?$/ }).click();
  const thread = market.getByRole('region', { name: 'Commentaires' });
  await expect(thread.getByText('J’arrive ! Il reste des araignées de mer ?')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Connectez-vous' })).toBeVisible();

  // The composer sends visitors to the sign-in page.
  await page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('le fil est accessible', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await scrollToInFeed(page, newestSeeded(page));
  await expect(newestSeeded(page)).toBeVisible();
  await expectAccessible(page, 'fil');
});

test('un habitant publie une photo, l’aime, la commente, la partage, la modifie puis la supprime', async ({
  page,
  context,
  request,
}) => {
  // A long journey with five accessibility checks.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/feed');

  // Publish a text with a photo from the gallery.
  await page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' }).click();
  const composer = page.getByRole('dialog', { name: 'Créer une publication' });
  await expect(composer).toBeVisible();
  const publish = composer.getByRole('button', { name: 'Publier' });
  await expect(publish).toBeDisabled();
  await expectAccessible(page, 'dialogue de création');
  const text = `Coucher de soleil sur la jetée ${Date.now()}`;
  await composer.getByLabel('Texte de la publication').fill(text);
  await composer.getByRole('button', { name: 'Ajouter une photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Ajouter une photo' });
  await expect(photoDialog.getByRole('button', { name: 'Prendre une photo' })).toBeVisible();
  await expectAccessible(page, 'dialogue photo');
  const chooser = page.waitForEvent('filechooser');
  await photoDialog.getByRole('button', { name: 'Choisir depuis la galerie' }).click();
  await (await chooser).setFiles({ name: 'jetee.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(photoDialog).toBeHidden();
  await expect(composer.getByRole('img', { name: 'Aperçu avant publication' })).toBeVisible();
  await publish.click();
  await expect(composer).toBeHidden();
  // Focus goes back to the button that opened the composer, not to the page's body.
  await expect(page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' })).toBeFocused();

  // At the top of the feed, above the posts that were there, without a reload.
  const article = page.getByRole('article').filter({ hasText: text });
  await expect(article).toBeVisible();
  await expect(article.getByRole('link', { name: resident.name })).toBeVisible();
  await expect(article.locator('time')).toHaveText(/^il y a (moins d’une minute|1 minute)$/);
  const photo = article.getByRole('img', { name: `Photo publiée par ${resident.name}` });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/uploads\//);
  // Scrolled again while the seeded post is not loaded: other specs' posts and alerts arrive live
  // and may bring the feed back to its first page.
  await expect
    .poll(
      async () => {
        const titles = await page.getByRole('article').allInnerTexts();
        const seeded = titles.findIndex((t) => t.includes(NEWEST_SEEDED));
        if (seeded < 0) await page.mouse.wheel(0, 2000);
        const ours = titles.findIndex((t) => t.includes(text));
        return seeded < 0 ? 'pas encore chargée' : ours >= 0 && ours < seeded ? 'au-dessus' : 'en dessous';
      },
      { timeout: 30_000 },
    )
    .toBe('au-dessus');

  // Like: the count goes to 1.
  await article.getByRole('button', { name: "0 J'aime" }).click();
  await expect(article.getByRole('button', { name: "1 J'aime" })).toHaveAttribute('aria-pressed', 'true');

  // Comment: the count goes to 1.
  await article.getByRole('button', { name: '0 commentaire' }).click();
  const thread = article.getByRole('region', { name: 'Commentaires' });
  await expect(thread.getByText('Aucun commentaire pour le moment.')).toBeVisible();
  await thread.getByLabel('Votre commentaire').fill('Magnifique, merci pour la photo !');
  await thread.getByRole('button', { name: 'Commenter' }).click();
  await expect(thread.getByText('Magnifique, merci pour la photo !')).toBeVisible();
  await expect(article.getByRole('button', { name: '1 commentaire' })).toBeVisible();
  await expect(thread.getByLabel('Votre commentaire')).toHaveValue('');
  await expectAccessible(page, 'fil de commentaires');

  // Share: the panel shows the post's address; copying it says so.
  await article.getByRole('button', { name: 'Partager, 0 partage' }).click();
  const panel = article.getByRole('region', { name: 'Partager la publication' });
  const link = panel.getByLabel('Lien de la publication');
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/post/[0-9a-f-]{36}$`));
  await expect(panel.getByText(`Publication de ${resident.name}`)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Partager sur Facebook' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  );
  await expectAccessible(page, 'panneau de partage');
  await panel.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  await expect(page.getByText('Le lien a été copié dans le presse-papiers')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(article.getByRole('button', { name: 'Partager, 1 partage' })).toBeVisible();

  // Edit the text.
  const edited = `Coucher de soleil (modifié) ${Date.now()}`;
  await article.getByRole('button', { name: 'Modifier la publication' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Modifier la publication' });
  await expect(editDialog.getByLabel('Texte de la publication')).toHaveValue(text);
  await editDialog.getByLabel('Texte de la publication').fill(edited);
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editDialog).toBeHidden();
  const editedArticle = page.getByRole('article').filter({ hasText: edited });
  await expect(editedArticle).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);

  // Delete it with the keyboard: gone from the feed, and still gone after a reload.
  await editedArticle.getByRole('button', { name: 'Supprimer la publication' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer la publication ?' });
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: edited })).toHaveCount(0);
  // Focus goes to the next post, not to the page's body (issue 28, point 9).
  await expect(page.locator('li:has(> article):focus-within')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await page.reload();
  await scrollToInFeed(page, newestSeeded(page));
  await expect(newestSeeded(page)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: edited })).toHaveCount(0);
});

test('une publication sans texte ni photo est refusée', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' }).click();
  const composer = page.getByRole('dialog', { name: 'Créer une publication' });
  await composer.getByLabel('Texte de la publication').fill('   ');
  await expect(composer.getByRole('button', { name: 'Publier' })).toBeDisabled();

  // A file that is not an image is refused before anything is sent.
  await composer.getByRole('button', { name: 'Ajouter une photo' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir depuis la galerie' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await expect(page.getByText('Impossible de sélectionner la photo')).toBeVisible();
});
