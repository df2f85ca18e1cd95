import { baseURL } from '../playwright.config';
import { apiAs, createResident, expect, expectAccessible, signIn, skipSplash, test, townDateTime } from './fixtures';
import { registerStandInDevice } from './push-stand-in';

const HOUR = 60 * 60 * 1000;
/** 'HH:MM' on the town's clock, `offset` ms from now. */
const townTime = (offset: number) => townDateTime(offset).slice(11);

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

test('une notification pendant les heures calmes est retenue, puis résumée à leur fin', async ({ request }) => {
  const resident = await createResident(request);
  const neighbour = await createResident(request);
  const residentApi = await apiAs(resident);
  const neighbourApi = await apiAs(neighbour);
  const { received } = await registerStandInDevice(residentApi);

  // Quiet hours around now, on the town's clock.
  const quiet = await residentApi.patch('/api/settings', {
    data: { quietHours: { enabled: true, start: townTime(-HOUR), end: townTime(HOUR) } },
  });
  expect(quiet.status()).toBe(200);

  const created = await residentApi.post('/api/posts', {
    data: { content: 'Coucher de soleil sur la digue' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await neighbourApi.post(`/api/posts/${id}/like`)).ok()).toBe(true);

  // In the bell at once; on the device, nothing.
  await expect
    .poll(
      async () =>
        ((await (await residentApi.get('/api/notifications')).json()) as { notifications: unknown[] }).notifications,
    )
    .toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await received()).toEqual([]);

  // Two hours later the quiet hours are over: the summary job runs (test-only trigger, JOBS_TEST_TRIGGER).
  const ran = await request.post('/api/test/jobs/quiet-hours-summary', {
    data: { at: new Date(Date.now() + 2 * HOUR).toISOString() },
    headers: { origin: baseURL },
  });
  expect(ran.status()).toBe(204);
  await expect.poll(received).toHaveLength(1);
  const [summary] = await received();
  expect(summary!.payload).toMatchObject({
    body: 'Pendant vos heures calmes : 1 notification',
    url: '/notifications',
    tag: 'quiet-hours-summary',
  });
  expect(summary!.urgency).toBe('normal');

  await Promise.all([residentApi.dispose(), neighbourApi.dispose()]);
});
