import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { baseURL, pushServiceURL } from '../playwright.config';
import { createResident, expect, expectAccessible, signIn, skipSplash, test, type Resident } from './fixtures';
import type { ReceivedPush } from './push-stand-in';

const HOUR = 60 * 60 * 1000;
const write = { headers: { origin: baseURL } };

/** A resident's session without a page: no socket is open, so their notifications are pushed. */
async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], resident: Resident): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: resident.email, password: resident.password },
    ...write,
  });
  expect(res.status()).toBe(200);
  return api;
}

/** 'HH:MM' on the town's clock, `offset` ms from now. */
const townTime = (offset: number) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + offset));

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

test('une notification pendant les heures calmes est retenue, puis résumée à leur fin', async ({
  playwright,
  request,
}) => {
  const resident = await createResident(request);
  const neighbour = await createResident(request);
  const residentApi = await apiAs(playwright, resident);
  const neighbourApi = await apiAs(playwright, neighbour);

  // A device of the resident at the local Web Push service (e2e/push-stand-in.ts), registered by the API.
  const service = await playwright.request.newContext({ baseURL: pushServiceURL, ignoreHTTPSErrors: true });
  const device = (await (await service.post('/__push/subscriptions')).json()) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const received = async () =>
    (await (await service.get('/__push/received', { params: { endpoint: device.endpoint } })).json()) as ReceivedPush[];
  const registered = await residentApi.post('/api/push/subscriptions', {
    data: { kind: 'web', endpoint: device.endpoint, keys: device.keys },
    ...write,
  });
  expect(registered.status()).toBe(204);

  // Quiet hours around now, on the town's clock.
  const quiet = await residentApi.patch('/api/settings', {
    data: { quietHours: { enabled: true, start: townTime(-HOUR), end: townTime(HOUR) } },
    ...write,
  });
  expect(quiet.status()).toBe(200);

  const created = await residentApi.post('/api/posts', {
    data: { content: 'Coucher de soleil sur la digue' },
    ...write,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await neighbourApi.post(`/api/posts/${id}/like`, write)).ok()).toBe(true);

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
    ...write,
  });
  expect(ran.status()).toBe(204);
  await expect.poll(received).toHaveLength(1);
  const [summary] = await received();
  expect(summary!.payload).toMatchObject({
    body: 'Pendant vos heures calmes : 1 notification',
    url: '/notifications',
    tag: 'quiet-hours-summary',
  });
  expect(summary!.urgency).toBe('normal');

  await Promise.all([residentApi.dispose(), neighbourApi.dispose(), service.dispose()]);
});
