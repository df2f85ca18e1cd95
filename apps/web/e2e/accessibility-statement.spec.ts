import { closeAs, expect, expectAccessible, MODERATOR, openAs, skipSplash, test } from './fixtures';

// The « Déclaration d'accessibilité » (issue 30): a visitor finds it, reads the figures and the
// recourse, reports a problem without an account; the moderators find it in their requests.

test('un visiteur ouvre la déclaration depuis le menu, signale un problème, la modération le reçoit', async ({
  page,
  browser,
}) => {
  await skipSplash(page);
  await page.goto('/menu');
  await page.getByRole('link', { name: /^Accessibilité : (partiellement|totalement|non) conforme$/ }).click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeVisible();
  await expect(page).toHaveTitle("Déclaration d'accessibilité – PortMarin");

  const results = page.getByRole('heading', { level: 2, name: 'Résultats des tests' }).locator('..');
  await expect(results).toContainText(/\d+(,\d)? % des critères/);
  await expect(results).toContainText(/Critères respectés\s: \d+/);
  const recourse = page.getByRole('heading', { level: 2, name: 'Voies de recours' }).locator('..');
  await expect(recourse.getByRole('link', { name: /formulaire en ligne/ })).toHaveAttribute(
    'href',
    'https://formulaire.defenseurdesdroits.fr/',
  );
  await expect(recourse).toContainText('Libre réponse 71120, 75342 Paris CEDEX 07');
  await expect(recourse).toContainText('09 69 39 00 00');
  await expectAccessible(page, 'déclaration d’accessibilité');

  // Signed out, the address is asked for; then the report goes.
  const problem = `Le bouton de filtre des événements ne se voit pas au clavier (${Date.now()})`;
  const form = page.getByRole('form', { name: 'Signaler un problème d’accessibilité' });
  await form.getByLabel('Page concernée *').fill('Événements');
  await form.getByLabel('Description du problème *').fill(problem);
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  const email = form.getByLabel('Adresse e-mail *');
  await expect(email).toBeFocused();
  await expect(form.getByText('Indiquez votre adresse e-mail pour que nous puissions vous répondre.')).toBeVisible();
  await expectAccessible(page, 'formulaire en erreur');
  await email.fill('visiteur.a11y@example.org');
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Merci : votre signalement a été transmis à l’équipe de modération.',
  );

  const moderator = await openAs(browser, MODERATOR);
  await moderator.goto('/moderation');
  await moderator.getByRole('tab', { name: 'Demandes' }).click();
  const item = moderator.getByRole('listitem').filter({ hasText: problem });
  await expect(item.getByText('Accessibilité', { exact: true })).toBeVisible();
  await expect(item).toContainText('Page concernée : Événements');
  await expect(item.getByRole('link', { name: 'visiteur.a11y@example.org' })).toBeVisible();
  await expectAccessible(moderator, 'demandes, signalement d’accessibilité');
  await closeAs(moderator);
});

test('chaque page légale mène à la déclaration, par son pied de page commun', async ({ page }) => {
  await skipSplash(page);
  for (const path of ['/terms', '/privacy', '/legal/cookies', '/legal/community-standards']) {
    await page.goto(path);
    await page
      .getByRole('navigation', { name: 'Pages légales' })
      .getByRole('link', { name: "Déclaration d'accessibilité" })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeVisible();
  }
});
