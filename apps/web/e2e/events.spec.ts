import { readFile } from 'node:fs/promises';
import { baseURL } from '../playwright.config';
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

test('a resident creates an event; a neighbour joins it, downloads its .ics and finds their calendar links', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const organizer = await createResident(page.request, newResident('orga'));
  const neighbour = await createResident(page.request, newResident('voisin'));
  const title = `Fest-noz du port ${Date.now().toString(36)}`;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  await skipSplash(page);
  await signIn(page, organizer);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
  for (const tab of ['Découvrir', 'Mes événements', 'Participations']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  for (const filter of ['Tous', 'Musique', 'Tech', 'Sport', 'Culture']) {
    await expect(page.getByRole('button', { name: filter, exact: true })).toBeVisible();
  }
  await expectAccessible(page, '/events');

  // The form says in French what is missing, then creates the event.
  await page.getByRole('button', { name: 'Créer un événement' }).click();
  const form = page.getByRole('dialog', { name: 'Créer un événement' });
  await form.getByRole('button', { name: "Créer l'événement" }).click();
  await expect(form.getByText('Le titre est obligatoire.')).toBeVisible();
  await expect(form.getByText('Le lieu est obligatoire.')).toBeVisible();
  await expectAccessible(page, 'the create-event form');
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Heure').fill('20:30');
  await form.getByLabel('Lieu').fill('Quai des Pêcheurs');
  await form.getByLabel('Catégorie').selectOption('Musique');
  await form.getByLabel('Nombre de places').fill('2');
  await form.getByLabel('Description').fill('Danses bretonnes, crêpes et cidre.');
  await form.getByRole('button', { name: "Créer l'événement" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Mes événements', selected: true })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: "Annuler l'événement" })).toBeVisible();

  // The neighbour opens the share link and joins.
  const other = await openAs(browser, neighbour);
  await other.goto(eventPath);
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(other.getByText('0 participant sur 2 places')).toBeVisible();
  await other.getByRole('button', { name: 'Participer' }).click();
  await expect(other.getByRole('button', { name: 'Annuler ma participation' })).toBeVisible();
  await expect(other.getByText('1 participant sur 2 places')).toBeVisible();
  await expectAccessible(other, '/event/{id}');

  // 'Ajouter à mon agenda' downloads the event as iCalendar, with its page's address.
  const [download] = await Promise.all([
    other.waitForEvent('download'),
    other.getByRole('link', { name: 'Ajouter à mon agenda' }).click(),
  ]);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain(`${baseURL}${eventPath}`);

  // Participations lists it; 'Mon agenda' gives the private feed and the town's.
  await other.goto('/events');
  await other.getByRole('tab', { name: 'Participations' }).click();
  await expect(other.getByRole('link', { name: title })).toBeVisible();
  await other.getByRole('button', { name: 'Mon agenda' }).click();
  const agenda = other.getByRole('dialog', { name: 'Mon agenda' });
  await expect(agenda.getByLabel('Mes participations (lien privé)')).toHaveValue(/token=[\w-]{43}$/);
  await expect(agenda.getByLabel('Tous les événements de la ville (lien public)')).toHaveValue(
    `${baseURL}/api/events/town.ics`,
  );
  await expectAccessible(other, 'the Mon agenda dialog');
  await closeAs(other);

  // The organiser hears of it.
  await page.reload();
  await expect(page.getByText('1 participant sur 2 places')).toBeVisible();
});
