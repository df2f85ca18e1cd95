import {
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';

test('a resident asks another to be friends from their profile; the other accepts on /friends', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const anne = await createResident(page.request, { ...newResident('amis_a'), name: 'Anne Le Bihan' });
  const bruno = await createResident(page.request, { ...newResident('amis_b'), name: 'Bruno Kervella' });

  // Anne finds Bruno's page and asks him: the button follows the request's state.
  await skipSplash(page);
  await signIn(page, anne);
  await page.goto(`/profile/${bruno.username}`);
  await expect(page.getByRole('heading', { level: 1, name: bruno.name })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter en ami' }).click();
  await expect(page.getByText(`Demande d’ami envoyée à ${bruno.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler la demande' })).toBeVisible();

  // Her /friends lists it under the sent requests.
  await page.goto('/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Amis' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Annuler la demande envoyée à ${bruno.name}` })).toBeVisible();
  await expect(page.getByText("Aucune demande d'ami en attente.")).toBeVisible();
  await expectAccessible(page, '/friends with a sent request');

  // Bruno is told, finds the request on /friends and accepts it.
  const brunoPage = await openAs(browser, bruno);
  await brunoPage.goto('/notifications');
  await expect(brunoPage.getByText(`${anne.name} vous a envoyé une demande d’ami`)).toBeVisible();
  await brunoPage.goto('/friends');
  await expect(brunoPage.getByRole('button', { name: `Refuser la demande de ${anne.name}` })).toBeVisible();
  await expectAccessible(brunoPage, '/friends with a received request');
  await brunoPage.getByRole('button', { name: `Accepter la demande de ${anne.name}` }).click();
  // Told, as the other friend actions are, although the request's row (and its button) is gone.
  await expect(brunoPage.getByText(`Vous êtes maintenant ami·e avec ${anne.name}`)).toBeVisible();
  const brunoFriends = brunoPage.getByRole('region', { name: /Mes amis/ });
  await expect(brunoFriends.getByRole('link', { name: anne.name })).toBeVisible();
  await expect(brunoPage.getByText("Aucune demande d'ami en attente.")).toBeVisible();

  // Both see each other in 'Mes amis' and in the 'Amis' block of the other's page.
  await page.reload();
  await expect(page.getByRole('region', { name: /Mes amis/ }).getByRole('link', { name: bruno.name })).toBeVisible();
  await page.goto(`/profile/${bruno.username}`);
  const block = page.getByRole('region', { name: /^Amis/ });
  await expect(block.getByRole('link', { name: anne.name })).toBeVisible();
  await expect(block.getByText('1 ami', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer des amis' })).toBeVisible();
  await expectAccessible(page, 'a friend’s profile');
  await brunoPage.goto(`/profile/${anne.username}`);
  await expect(brunoPage.getByRole('region', { name: /^Amis/ }).getByRole('link', { name: bruno.name })).toBeVisible();
  await closeAs(brunoPage);

  // A visitor is invited to sign in.
  await page.context().clearCookies();
  await page.goto('/friends');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page, '/friends for a visitor');
});
