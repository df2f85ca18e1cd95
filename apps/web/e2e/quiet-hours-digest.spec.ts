import { createResident, expect, expectAccessible, signIn, skipSplash, test } from './fixtures';

test('un habitant règle ses heures calmes et un résumé hebdomadaire', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/settings');

  const quiet = page.getByRole('switch', { name: 'Heures calmes' });
  const start = page.getByLabel('Début des heures calmes');
  const end = page.getByLabel('Fin des heures calmes');
  const save = page.getByRole('button', { name: 'Enregistrer les horaires' });
  // Defaults: off, 22:00–07:00 ready, no digest.
  await expect(quiet).not.toBeChecked();
  await expect(start).toHaveValue('22:00');
  await expect(end).toHaveValue('07:00');
  await expect(page.getByRole('radio', { name: 'Aucun' })).toBeChecked();
  await expectAccessible(page, 'Paramètres : heures calmes et résumé');

  await quiet.click();
  await expect(page.getByText('Vos préférences de notification ont été sauvegardées')).toBeVisible();
  await expect(quiet).toBeChecked();

  // The times by keyboard: the same start and end is refused before it is sent.
  await end.fill('22:00');
  await expect(page.getByText('Les heures calmes doivent commencer et finir à des heures différentes.')).toBeVisible();
  await expect(save).toBeDisabled();
  await start.fill('23:30');
  await end.fill('06:45');
  await end.press('Enter');
  await expect(page.getByText('Vos préférences de notification ont été sauvegardées').first()).toBeVisible();
  await expect(save).toBeDisabled();

  const weekly = page.getByRole('radio', { name: 'Hebdomadaire' });
  await weekly.focus();
  await page.keyboard.press('Space');
  await expect(weekly).toBeChecked();
  await expect(page.getByText('Paramètre mis à jour').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Heures calmes' })).toBeChecked();
  await expect(page.getByLabel('Début des heures calmes')).toHaveValue('23:30');
  await expect(page.getByLabel('Fin des heures calmes')).toHaveValue('06:45');
  await expect(page.getByRole('radio', { name: 'Hebdomadaire' })).toBeChecked();
  await expectAccessible(page, 'Paramètres : heures calmes et résumé enregistrés');
});
