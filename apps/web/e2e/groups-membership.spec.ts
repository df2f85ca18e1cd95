import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createResident, expect, newResident, signIn, skipSplash, test } from './fixtures';

// Leaving a group and joining one, as a phone's keyboard and screen reader meet them (issue 28).

/** A public group made through the API by the signed-in resident of `page`. */
async function createGroup(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/groups', { data: { name }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('le dernier administrateur l’apprend avant de confirmer, et nomme un autre administrateur', async ({
  page,
  request,
}) => {
  const founder = await createResident(request, newResident('fondatrice'));
  const neighbour = await createResident(request, { ...newResident('voisin'), name: 'Goulven Tanguy' });
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  const name = `Rameurs ${Date.now().toString(36)}`;
  await signIn(page, founder);
  const groupId = await createGroup(page, name);
  await signIn(page, neighbour);
  const joined = await page.request.post(`/api/groups/${groupId}/join`, { headers: { origin: baseURL } });
  expect(joined.status()).toBe(200);
  await signIn(page, founder);

  await page.goto(`/groups/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Quitter le groupe' }).click();
  const told = page.getByRole('alertdialog', { name: 'Vous êtes le dernier administrateur' });
  await expect(told).toContainText('nommez-en un autre ou supprimez le groupe avant de le quitter');
  // Nothing to confirm: the leave would be refused.
  await expect(told.getByRole('button', { name: 'Quitter le groupe' })).toHaveCount(0);
  await told.getByRole('button', { name: 'Nommer un administrateur' }).click();
  await expect(page.getByRole('tab', { name: 'Membres' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nommer Goulven Tanguy administrateur' }).click();
  await expect(page.getByText('Administrateur nommé').first()).toBeVisible();

  // Now another admin runs the group: leaving is confirmed, then done.
  await page.getByRole('button', { name: 'Quitter le groupe' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Quitter le groupe ?' });
  await confirm.getByRole('button', { name: 'Quitter le groupe' }).click();
  await expect(page.getByText('Vous avez quitté le groupe').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Rejoindre ${name}` })).toBeVisible();
});

test('Rejoindre au clavier dans Découvrir : la carte part, le focus va à la voisine, pas au corps de la page', async ({
  page,
  request,
}) => {
  const founder = await createResident(request, newResident('fondateur'));
  const joiner = await createResident(request, newResident('clavier'));
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, founder);
  const stamp = Date.now().toString(36);
  const first = `Chorale du port ${stamp}`;
  const second = `Club de voile ${stamp}`;
  await createGroup(page, first);
  await createGroup(page, second);
  await signIn(page, joiner);

  await page.goto('/groups');
  await page.getByRole('tab', { name: 'Découvrir' }).click();
  const panel = page.getByRole('tabpanel');
  const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first }) });
  await card.getByRole('link', { name: first }).focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: `Rejoindre ${first}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);

  // Focus is on a neighbouring card's first control, inside the list, never the page's body.
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.closest('[role="tabpanel"] li') !== null)).toBe(true);
  await expect(focused).toHaveAttribute('href', /^\/groups\//);
  // The keyboard goes on from there: the next Tab reaches that card's Rejoindre.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Rejoindre /);
});
