import type { Page } from '@playwright/test';
import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';

/** The id of the seeded group or business page named `name`, found as the top bar's search finds it. */
async function idOf(page: Page, kind: 'groups' | 'businessPages', name: string) {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(name)}&kind=${kind}`);
  const found = ((await res.json()) as Record<string, Array<{ id: string; name: string }>>)[kind]!;
  return found.find((item) => item.name === name)!.id;
}

test('a resident searches a group’s posts, then a business page’s', async ({ page }) => {
  const resident = await createResident(page.request, newResident('marcheuse'));
  await skipSplash(page);
  await signIn(page, resident);

  await page.goto(`/groups/${await idOf(page, 'groups', 'Randonneurs du littoral')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Randonneurs du littoral' })).toBeVisible();
  const posts = page.getByRole('tabpanel', { name: 'Publications' });
  await expect(posts.getByText('Sortie dimanche 9 h au parking du phare', { exact: false })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Rechercher dans le groupe' });
  await box.fill('criqu');
  const results = page.getByRole('region', { name: 'Résultats pour « criqu »' });
  await expect(results.getByText('Attention, le passage de la crique est glissant à marée haute.')).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL(/\?q=criqu$/);
  await expectAccessible(page, '/groups/{id}, recherche dans le groupe');

  // The words stay in the address: a reload finds the same results.
  await page.reload();
  await expect(box).toHaveValue('criqu');
  await expect(results.getByText('Attention, le passage de la crique est glissant à marée haute.')).toBeVisible();

  await box.fill('téléphérique');
  await expect(page.getByText('Aucune publication ne contient « téléphérique ».')).toBeVisible();
  await box.clear();
  await expect(posts.getByText('Sortie dimanche 9 h au parking du phare', { exact: false })).toBeVisible();

  await page.goto(`/business/${await idOf(page, 'businessPages', 'Café du Port')}`);
  await page.getByRole('searchbox', { name: 'Rechercher dans la page' }).fill('concert');
  await expect(
    page
      .getByRole('region', { name: 'Résultats pour « concert »' })
      .getByText('Ce soir, concert de musique bretonne', { exact: false }),
  ).toBeVisible();
});
