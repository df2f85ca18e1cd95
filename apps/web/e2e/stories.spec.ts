import { baseURL } from '../playwright.config';
import {
  createResident,
  expect,
  expectAccessible,
  newResident,
  ONE_PIXEL_PNG,
  signIn,
  skipSplash,
  test,
} from './fixtures';

test('une habitante publie une story et un autre habitant la voit, puis l’anneau disparaît', async ({
  page,
  request,
  browser,
}) => {
  // Two residents, two browsers, four accessibility checks.
  test.slow();
  // A unique display name: parallel workers create residents with similar default names.
  const base = newResident('story');
  const author = await createResident(request, { ...base, name: `Nolwenn Story ${base.username.slice(-8)}` });
  const viewer = await createResident(request, newResident('lecteur'));

  await skipSplash(page);
  await signIn(page, author);
  await page.goto('/feed');
  const strip = page.getByRole('region', { name: 'Stories' });
  const chooser = page.waitForEvent('filechooser');
  await strip.getByRole('button', { name: 'Votre story : ajouter une story' }).click();
  await (await chooser).setFiles({ name: 'port.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Story publiée')).toBeVisible();
  await expect(page.getByText('Votre story est visible pendant 24 heures')).toBeVisible();
  // The strip refreshes: the author's avatar now opens her story, the badge adds another.
  await expect(strip.getByRole('button', { name: 'Voir votre story' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Ajouter une story' })).toBeVisible();

  // Another resident, in another browser.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  // Manual navigation only (no 5-second auto-advance), so the checks below see this author's story.
  await otherPage.emulateMedia({ reducedMotion: 'reduce' });
  await otherPage.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
  await signIn(otherPage, viewer);
  await otherPage.goto('/feed');
  const otherStrip = otherPage.getByRole('region', { name: 'Stories' });
  const authorItem = otherStrip.getByRole('button', { name: `Voir la story de ${author.name} (nouvelle story)` });
  await expect(authorItem).toBeVisible();
  await expect(authorItem).toHaveAttribute('data-has-new-story', 'true');
  await expectAccessible(otherPage, 'barre des stories');

  await authorItem.click();
  const dialog = otherPage.getByRole('dialog', { name: author.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Story de ${author.name}` })).toBeVisible();
  await expectAccessible(otherPage, 'visionneuse de story');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  // Seen: the ring is gone, and stays gone after a reload (the view is stored on the server).
  const seenItem = otherStrip.getByRole('button', { name: `Voir la story de ${author.name}`, exact: true });
  await expect(seenItem).toHaveAttribute('data-has-new-story', 'false');
  await otherPage.reload();
  await expect(seenItem).toHaveAttribute('data-has-new-story', 'false');
  await other.close();

  // The author deletes her story from the viewer.
  await strip.getByRole('button', { name: 'Voir votre story' }).click();
  const own = page.getByRole('dialog', { name: author.name });
  await own.getByRole('button', { name: 'Supprimer la story' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette story ?' });
  await expectAccessible(page, 'confirmation de suppression de story');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Story supprimée')).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Votre story : ajouter une story' })).toBeVisible();
});

test('la visionneuse se parcourt au clavier et se ferme avec Échap', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await skipSplash(page);
  await page.goto('/feed');
  const strip = page.getByRole('region', { name: 'Stories' });
  // A visitor sees every seeded story as new; 'Votre story' leads to sign-in.
  await expect(strip.getByRole('link', { name: /^Votre story/ })).toHaveAttribute('href', '/auth');
  // A seeded story (other journeys add stories meanwhile, so not simply the first of the strip).
  const marie = strip.getByRole('button', { name: 'Voir la story de Marie Le Goff (nouvelle story)' });
  await marie.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const photo = dialog.getByRole('img', { name: /^Story de / });
  const firstSrc = (await photo.getAttribute('src'))!;
  await page.keyboard.press('ArrowRight');
  await expect(photo).not.toHaveAttribute('src', firstSrc);
  await page.keyboard.press('ArrowLeft');
  await expect(photo).toHaveAttribute('src', firstSrc);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the story the resident opened.
  await expect(marie).toBeFocused();
});

test('la visionneuse passe seule à la story suivante après 5 secondes', async ({ page }) => {
  // The page's clock, moved ahead by the test instead of waited for.
  await page.clock.install();
  await skipSplash(page);
  await page.goto('/feed');
  await page
    .getByRole('region', { name: 'Stories' })
    .getByRole('button', { name: 'Voir la story de Marie Le Goff (nouvelle story)' })
    .click();
  const photo = page.getByRole('dialog').getByRole('img', { name: /^Story de / });
  const firstSrc = (await photo.getAttribute('src'))!;
  await page.clock.runFor(3_000);
  await expect(photo).toHaveAttribute('src', firstSrc);
  await page.clock.runFor(2_500);
  await expect(photo).not.toHaveAttribute('src', firstSrc);
});

test('la barre des stories et la visionneuse sont accessibles', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  const strip = page.getByRole('region', { name: 'Stories' });
  await expect(strip.getByRole('button', { name: /^Voir la story de / }).first()).toBeVisible();
  await expectAccessible(page, 'stories');
  await strip
    .getByRole('button', { name: /^Voir la story de / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'visionneuse');
});
