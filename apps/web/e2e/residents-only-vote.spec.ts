import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';
import { residentsOnlyReferendum } from './verification';

/** Issue 37: a residents-only referendum leads a resident without a verified address to « Vérification ». */
test('un résident non vérifié qui ouvre un référendum des résidents est conduit à la vérification (390 px)', async ({
  page,
}) => {
  test.slow();
  const resident = await createResident(page.request, newResident('nonverifie'));
  const title = `Digue du Stang ${Date.now().toString(36)}`;
  const id = await residentsOnlyReferendum(
    title,
    'Faut-il rehausser la digue du Stang avant l’hiver ?',
    'Un rehaussement de 40 cm, financé par le budget des travaux.',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto(`/referendum/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Who votes, why this resident cannot yet, and the way there, in place of the vote buttons.
  const card = page.getByRole('article');
  await expect(card.getByText('Qui vote : Résidents vérifiés')).toBeVisible();
  await expect(card).toContainText('Ce référendum est réservé aux résidents vérifiés');
  await expect(card.getByRole('button', { name: 'Pour' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Contre' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Participation' })).toContainText('résidents vérifiés');
  await expectAccessible(page, 'residents-only referendum (unverified resident)');

  const verify = card.getByRole('link', { name: 'Vérifier mon domicile' });
  await expect(verify).toHaveAttribute('href', '/verification');
  await verify.click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification' })).toBeVisible();
  await expect(page.getByRole('button', { name: "S'identifier avec FranceConnect" })).toBeVisible();
});
