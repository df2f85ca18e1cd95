import { winningClicksForSeed } from '../src/features/games/lib/sliding-puzzle';
import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';

test('the hub lists the games by age group and opens one in a dialog', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Jeux' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tous', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Taquin' })).toBeVisible();
  await expectAccessible(page, 'jeux');

  await page.getByRole('button', { name: 'Jouer à Morpion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Morpion' });
  await expect(dialog.getByText('Classement de la semaine')).toBeVisible();
  await expectAccessible(page, 'jeu Morpion');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});

test('a resident replays Taquin seed 45 from the address, wins, and tops the week', async ({ page }) => {
  const resident = await createResident(page.request, newResident('jeux'));
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/games?jeu=taquin&graine=45');

  const dialog = page.getByRole('dialog', { name: 'Taquin' });
  await dialog.getByRole('button', { name: 'Mélanger pour commencer' }).click();
  const cells = dialog.getByRole('group').getByRole('button');
  const clicks = winningClicksForSeed(45);
  for (const cell of clicks) await cells.nth(cell).click();

  await expect(dialog.getByText('Félicitations !')).toBeVisible();
  await expect(dialog.getByText(`Gagné en ${clicks.length} coups !`)).toBeVisible();
  // The score is saved: the resident's record and the week's leaderboard show it.
  const board = dialog.getByRole('region', { name: 'Classement de la semaine' });
  await expect(board.getByRole('listitem').filter({ hasText: resident.name })).toContainText(`${clicks.length} coups`);
  await expect(dialog.getByText('Votre record', { exact: true })).toBeVisible();
  await expectAccessible(page, 'jeu Taquin gagné');
});
