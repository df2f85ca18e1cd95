import { baseURL } from '../playwright.config';
import { createResident, expect, expectAccessible, newResident, signIn, skipSplash, test } from './fixtures';

/** A seeded post (spec sample content) written with accents. */
const SUMMER_POST = /Quel bel été/;

test('la recherche trouve « été » en tapant « ete » et ouvre la publication', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  const input = dialog.getByRole('searchbox');
  await expect(input).toBeFocused();
  await input.fill('ete');

  const posts = dialog.getByRole('region', { name: 'Publications', exact: true });
  const result = posts.getByRole('link', { name: SUMMER_POST });
  await expect(result).toBeVisible();
  await expect(result).toContainText(/il y a/);
  // Rubriques are still found locally (« Météo »), under their own heading.
  await expect(dialog.getByRole('region', { name: 'Rubriques' }).getByRole('link', { name: /Météo/ })).toBeVisible();
  await expect(input).toBeFocused();

  await result.click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article').filter({ hasText: SUMMER_POST })).toBeVisible();
});

test('la recherche trouve un habitant par son nom et ouvre son profil', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const resident = await createResident(request, { ...newResident(), name: `Maïwenn Le Dréau ${suffix}` });
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  // Without accents and in lower case.
  await dialog.getByRole('searchbox').fill(`maiwenn le dreau ${suffix}`);

  const residents = dialog.getByRole('region', { name: 'Habitants' });
  const link = residents.getByRole('link', { name: new RegExp(resident.name) });
  await expect(link).toBeVisible();
  await expect(link).toContainText(`@${resident.username}`);
  await expect(dialog.getByRole('region', { name: 'Publications', exact: true })).toHaveCount(0);

  // Keyboard: Tab goes from the field to the results.
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profile/${resident.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible();
  await expect(dialog).toBeHidden();
});

/** Letters only (a-j for 0-9), so the word is one plain word for the full-text search. */
const letters = () =>
  Date.now()
    .toString()
    .replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));

test('la recherche trouve un groupe sans les accents et ouvre sa page', async ({ page, request }) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  const word = letters();
  const name = `Chorale de l’Église ${word}`;
  const created = await page.request.post('/api/groups', {
    data: { name, description: 'Répétitions le jeudi soir.', category: 'Musique', isPrivate: false },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  // Without accents, in capitals, the last word typed in part.
  await dialog.getByRole('searchbox').fill(`EGLISE ${word.slice(0, -2)}`);
  const link = dialog.getByRole('region', { name: 'Groupes' }).getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await expect(link).toContainText('Groupe public · 1 membre · Musique');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/groups/${id}$`));
  await expect(dialog).toBeHidden();
});

test('un visiteur trouve un service municipal sans les accents', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  // Seeded: « Médiathèque ».
  await dialog.getByRole('searchbox').fill('mediatheque');
  const link = dialog.getByRole('region', { name: 'Services municipaux' }).getByRole('link', { name: /^Médiathèque/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/municipal-services\?q=M%C3%A9diath%C3%A8que$/);
});

test('la recherche dit quand rien ne correspond', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  await dialog.getByRole('searchbox').fill('zqxwvk');
  await expect(dialog.getByText('Aucun résultat pour « zqxwvk ».')).toBeVisible();
  await expect(dialog.getByText('0 résultat')).toBeAttached();
});

test('la recherche avec résultats est accessible', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('ete');
  await expect(dialog.getByRole('region', { name: 'Publications', exact: true })).toBeVisible();
  await expectAccessible(page, 'recherche avec résultats');
});

test('un habitant trouve un événement, une annonce et une publication de groupe, puis ouvre l’événement', async ({
  page,
  request,
}) => {
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  const word = letters();
  const post = (url: string, data: object) => page.request.post(url, { data, headers: { origin: baseURL } });
  const nextMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const event = await post('/api/events', {
    title: `Fête du Goémon ${word}`,
    date: nextMonth,
    time: '18:30',
    location: 'Grève de Porz Don',
    category: 'Culture',
    description: 'Feu de camp et crêpes.',
  });
  expect(event.status(), await event.text()).toBe(201);
  const { id: eventId } = (await event.json()) as { id: string };
  const listing = await post('/api/marketplace/listings', {
    title: `Goémon séché ${word}`,
    priceCents: 1200,
    category: 'Maison & Jardin',
    condition: 'Neuf',
    location: 'Port-Marin',
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const group = await post('/api/groups', {
    name: `Les amis du rivage ${word}`,
    description: 'Balades sur la côte.',
    category: 'Voyage',
    isPrivate: false,
  });
  expect(group.status(), await group.text()).toBe(201);
  const { id: groupId } = (await group.json()) as { id: string };
  const groupPost = await post('/api/posts', { content: `Ramassage de goémon samedi ${word}`, groupId });
  expect(groupPost.status(), await groupPost.text()).toBe(201);

  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rechercher dans / });
  // Without the accent, the unique word in part.
  await dialog.getByRole('searchbox').fill(`goemon ${word.slice(0, -2)}`);

  const events = dialog.getByRole('region', { name: 'Événements' });
  const eventLink = events.getByRole('link', { name: new RegExp(`Fête du Goémon ${word}`) });
  await expect(eventLink).toBeVisible();
  await expect(eventLink).toContainText('Grève de Porz Don');
  await expect(
    dialog.getByRole('region', { name: 'Marketplace' }).getByRole('link', { name: new RegExp(`Goémon séché ${word}`) }),
  ).toContainText(/12\s€/);
  await expect(
    dialog
      .getByRole('region', { name: 'Publications des groupes et des pages' })
      .getByRole('link', { name: new RegExp(`Ramassage de goémon samedi ${word}`) }),
  ).toContainText(`Groupe « Les amis du rivage ${word} »`);
  await expectAccessible(page, 'recherche : événements, annonces et publications de groupes');

  // Keyboard: from the field, Tab reaches the group's post, then the event, which Enter opens.
  await dialog.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(eventLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Fête du Goémon ${word}` })).toBeVisible();
  await expect(dialog).toBeHidden();
});
