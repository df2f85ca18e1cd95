import type { GamePlayResponse } from '@portmarin/shared';
import { reactionDelay } from '../src/features/games/lib/reaction-time';
import { createRandom } from '../src/features/games/lib/shared';
import { canMove, isSolved, shuffledBoard, slide, type Board } from '../src/features/games/lib/sliding-puzzle';
import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';

/** The fewest clicks that solve `start` (breadth-first over the 181,440 boards). */
function shortestClicks(start: Board): number[] {
  const parent = new Map<string, { from: string; click: number } | null>([[start.join(), null]]);
  let frontier: Board[] = [start];
  while (frontier.length) {
    const next: Board[] = [];
    for (const board of frontier) {
      if (isSolved(board)) {
        const clicks: number[] = [];
        for (let key = board.join(), step = parent.get(key); step; key = step.from, step = parent.get(key)) {
          clicks.unshift(step.click);
        }
        return clicks;
      }
      for (let cell = 0; cell < board.length; cell++) {
        if (!canMove(board, cell)) continue;
        const moved = slide(board, cell);
        if (parent.has(moved.join())) continue;
        parent.set(moved.join(), { from: board.join(), click: cell });
        next.push(moved);
      }
    }
    frontier = next;
  }
  throw new Error('unsolvable board');
}

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

test('a resident solves the Taquin the server shuffled, wins, and tops the week', async ({ page }) => {
  const resident = await createResident(page.request, newResident('jeux'));
  await skipSplash(page);
  await signIn(page, resident);
  // The server picks the board: its play's seed, not the address's (issue 28 point 23).
  const started = page.waitForResponse((res) => res.url().endsWith('/api/games/taquin/plays'));
  await page.goto('/games?jeu=taquin&graine=45');
  const { play } = (await (await started).json()) as GamePlayResponse;
  expect(play).not.toBeNull();

  const dialog = page.getByRole('dialog', { name: 'Taquin' });
  await dialog.getByRole('button', { name: 'Mélanger pour commencer' }).click();
  const cells = dialog.getByRole('group').getByRole('button');
  const clicks = shortestClicks(shuffledBoard(play!.seed!));
  for (const cell of clicks) await cells.nth(cell).click();

  await expect(dialog.getByText('Félicitations !')).toBeVisible();
  await expect(dialog.getByText(`Gagné en ${clicks.length} coups !`)).toBeVisible();
  // The score is saved: the resident's record and the week's leaderboard show it.
  const board = dialog.getByRole('region', { name: 'Classement de la semaine' });
  await expect(board.getByRole('listitem').filter({ hasText: resident.name })).toContainText(`${clicks.length} coups`);
  await expect(dialog.getByText('Votre record', { exact: true })).toBeVisible();
  await expectAccessible(page, 'jeu Taquin gagné');
});

test('a reaction time the server refuses says why and is not kept as the best (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const resident = await createResident(page.request, newResident('reflexes'));
  await skipSplash(page);
  await signIn(page, resident);
  // The page's clock stands still: the 32 ms between the signal and the click are exact.
  await page.clock.install();
  await page.goto('/games?jeu=test-de-reaction&graine=3');
  const dialog = page.getByRole('dialog', { name: 'Test de réaction' });
  await expect(dialog.getByText('Meilleur temps : aucun pour le moment')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);

  await dialog.getByRole('button', { name: /Cliquez pour commencer/ }).click();
  // The seeded delay before the signal, as the game draws it from the address's seed.
  await page.clock.runFor(reactionDelay(createRandom(3)));
  const go = dialog.getByRole('button', { name: /Cliquez !/ });
  await expect(go).toBeVisible();
  await page.clock.runFor(32);
  await go.click();

  await expect(dialog.getByRole('button', { name: /32 ms/ })).toBeVisible();
  await expect(
    dialog.getByText('Score non enregistré : Le score doit être compris entre 80 et 10000 ms.'),
  ).toBeVisible();
  await expect(dialog.getByText('Meilleur temps : aucun pour le moment')).toBeVisible();
  await expect(dialog.getByText('Votre record', { exact: true }).locator('..')).toContainText('—');
  // axe waits on timers of its own: the clock runs again.
  await page.clock.resume();
  await expectAccessible(page, 'jeu Test de réaction refusé');
});
