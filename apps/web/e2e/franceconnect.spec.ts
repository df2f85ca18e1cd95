import { randomBytes } from 'node:crypto';
import { franceConnectURL } from '../playwright.config';
import {
  closeAs,
  createResident,
  expect,
  expectAccessible,
  MAIRIE,
  openAs,
  signIn,
  skipSplash,
  test,
} from './fixtures';
import { identifyAtFranceConnect, type Person } from './verification';

test('un résident s’identifie avec FranceConnect ; un second compte est refusé, puis la mairie libère l’identité (390 px)', async ({
  page,
  request,
  browser,
}) => {
  // Three browsers and two trips to the provider: a busy machine has taken more than the default minute.
  test.setTimeout(120_000);
  const person: Person = {
    givenName: `Maëlys ${randomBytes(3).toString('hex')}`,
    familyName: 'Le Goff',
    birthdate: '1988-07-14',
  };
  const resident = await createResident(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification' })).toBeVisible();
  await expect(page.getByText(/PortMarin ne garde que vos prénoms/)).toBeVisible();
  await expectAccessible(page, '/verification (non identifié)');

  await identifyAtFranceConnect(page, person);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre identité est vérifiée par FranceConnect.' }),
  ).toBeVisible();
  const identity = page.getByRole('region', { name: 'Identité' });
  await expect(identity.getByText(person.givenName)).toBeVisible();
  await expect(identity.getByText('Le Goff')).toBeVisible();
  await expect(identity.getByText('14 juillet 1988')).toBeVisible();
  await expectAccessible(page, '/verification (identifié)');

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Vérification' });
  await expect(card.getByText('Identité vérifiée par FranceConnect')).toBeVisible();
  await expect(card.getByText(person.givenName)).toBeVisible();

  // The same person on another account: refused, with what to do.
  const other = await createResident(request);
  const otherPage = await openAs(browser, other);
  await otherPage.setViewportSize({ width: 390, height: 844 });
  await otherPage.goto('/verification');
  await identifyAtFranceConnect(otherPage, person);
  await expect(otherPage.getByRole('alert')).toHaveText(
    'Cette identité est déjà liée à un autre compte. Connectez-vous à ce compte, ou demandez à la mairie de la libérer.',
  );
  await expect(otherPage.getByRole('button', { name: "S'identifier avec FranceConnect" })).toBeVisible();

  // The person asks the town hall, which frees the identity; the other account can then link it.
  const mairie = await openAs(browser, MAIRIE);
  await mairie.setViewportSize({ width: 390, height: 844 });
  await mairie.goto('/verification/mairie');
  const desk = mairie.getByRole('region', { name: 'Libérer une identité FranceConnect' });
  await desk.getByLabel('Nom de famille').fill('le goff');
  await desk.getByLabel('Date de naissance').fill(person.birthdate);
  await desk.getByRole('button', { name: 'Rechercher' }).click();
  const account = desk.getByRole('listitem').filter({ hasText: person.givenName });
  await account.getByRole('button', { name: 'Libérer l’identité' }).click();
  await mairie.getByLabel('Motif').fill('Compte perdu, carte d’identité vue au guichet');
  await expectAccessible(mairie, '/verification/mairie (libérer une identité)');
  await mairie.getByRole('button', { name: 'Libérer', exact: true }).click();
  await expect(mairie.getByText('Identité libérée')).toBeVisible();
  await closeAs(mairie);

  await identifyAtFranceConnect(otherPage, person);
  await expect(
    otherPage.getByRole('status').filter({ hasText: 'Votre identité est vérifiée par FranceConnect.' }),
  ).toBeVisible();
  await closeAs(otherPage);

  // Signing out ends FranceConnect's session too, and comes back to the app.
  await page.goto('/menu');
  const logout = page.waitForRequest((req) => req.url().startsWith(`${franceConnectURL}/session/end`));
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  expect(new URL((await logout).url()).searchParams.get('id_token_hint')).toBeTruthy();
  await page.waitForURL((url) => url.pathname === '/auth');
  expect((await (await page.request.get('/api/me')).json()) as unknown).toEqual({ user: null });
});
