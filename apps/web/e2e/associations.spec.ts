import { ADMIN, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

/** The seeded demo resident who manages the nautical club (seed/associations.ts). */
const MARIE = {
  name: 'Marie Le Goff',
  username: 'marie.legoff',
  email: 'marie@portmarin.fr',
  password: 'PortMarin-Marie-2025',
};
const CLUB = 'Société Nautique de Port-Marin';
test('un visiteur voit les associations et « Faire un don » ouvre la page de don', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/associations');
  await expect(page.getByRole('heading', { level: 1, name: 'Associations' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Chiffres de la vie associative' });
  await expect(stats.getByText('6', { exact: true })).toBeVisible();
  await expect(stats.getByText('150+', { exact: true })).toBeVisible();
  await expect(stats.getByText('50+', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);

  const club = page.getByRole('article', { name: CLUB });
  await expect(club.getByText('Sport', { exact: true })).toBeVisible();
  await expect(club.getByText('École de voile', { exact: true })).toBeVisible();
  await expect(club.getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', /^mailto:contact@/);
  // Visitors do not edit.
  await expect(page.getByRole('button', { name: /^Modifier/ })).toHaveCount(0);

  // No internet here: the donation site answers from the test.
  await page
    .context()
    .route('https://www.snc-portmarin.fr/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Soutenir</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await club.getByRole('button', { name: /Faire un don/ }).click();
  const donation = await popup;
  expect(donation.url()).toMatch(/^https:\/\/www\.snc-portmarin\.fr\/soutenir/);
  await donation.close();
  await expect(page.getByText('Don en cours')).toBeVisible();
  await expect(page.getByText(`Redirection vers la page de don pour ${CLUB}`)).toBeVisible();

  // The support banner writes to the town hall.
  await expect(page.getByRole('link', { name: 'Devenir bénévole' })).toHaveAttribute(
    'href',
    /^mailto:contact@mairie-portmarin\.fr\?subject=/,
  );
});

test('la gestionnaire d’une association la modifie', async ({ page }) => {
  await skipSplash(page);
  await signIn(page, MARIE);
  await page.goto('/associations');
  const club = page.getByRole('article', { name: CLUB });
  // Only her association has the edit button.
  await expect(page.getByRole('button', { name: /^Modifier/ })).toHaveCount(1);
  await club.getByRole('button', { name: /^Modifier/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier l’association' });
  await dialog.getByLabel('Activités').fill('École de voile\nRégates\nPaddle');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Association enregistrée')).toBeVisible();
  await expect(club.getByText('Paddle')).toBeVisible();
});

test('l’administrateur nomme un gestionnaire d’association par son nom d’utilisateur', async ({ page }) => {
  test.slow();
  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/associations');
  const ocean = page.getByRole('article', { name: 'Océan Propre' });
  await ocean.getByRole('button', { name: /^Modifier/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier l’association' });
  await expect(dialog.getByText(/Aucun gestionnaire/)).toBeVisible();
  await dialog.getByLabel('Nom d’utilisateur du nouveau gestionnaire').fill('yann_kerbrat');
  await dialog.getByRole('button', { name: 'Nommer' }).click();
  await expect(dialog.getByRole('button', { name: 'Retirer Yann Kerbrat des gestionnaires' })).toBeVisible();
  await expectAccessible(page, 'gestionnaires d’une association');
});

test('l’écran des associations est accessible', async ({ page }) => {
  await skipSplash(page);
  await signIn(page, MARIE);
  await page.goto('/associations');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectAccessible(page, 'associations');
  await page.getByRole('button', { name: /^Modifier/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'modification d’une association');
});
