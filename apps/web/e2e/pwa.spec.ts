import type { Page } from '@playwright/test';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baseURL } from '../playwright.config';
import { closeAs, createResident, expect, expectAccessible, openAs, signIn, skipSplash, test } from './fixtures';
import { subscribeThroughStandIn } from './push-stand-in';

// Service workers are blocked for the other journeys (their page.route mocks would miss requests
// a worker makes); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** Opens a page and waits until the service worker (registered after the page's load event) controls it. */
async function openControlled(page: Page, url = '/feed'): Promise<void> {
  await skipSplash(page);
  await page.goto(url);
  // Installation downloads the whole app shell first: slow on a busy machine.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 40_000 })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
}

test('le manifeste est servi et complet, ses icônes se chargent', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'PortMarin',
    short_name: 'PortMarin',
    lang: 'fr',
    start_url: '/feed',
    display: 'standalone',
    theme_color: '#0b1f33',
    background_color: '#0b1220',
  });
  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // The page links it, with the same theme colour.
  await skipSplash(page);
  await page.goto('/feed');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});

test('le service worker s’active, contrôle la page et met l’application en cache', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await openControlled(page);
  // The app shell is precached, the compressed twins are not.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  // The manifest is the server's (the town file's), asked of the network.
  expect(precached).toEqual(expect.arrayContaining(['/index.html', '/offline.html']));
  expect(precached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
  expect(precached.filter((u) => /\.(br|gz)$/.test(u))).toEqual([]);
});

test('Chromium juge l’application installable', async ({ playwright }, testInfo) => {
  // A profile on disk: Chromium never offers installation in a private (in-memory) context.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await openControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'PortMarin', start_url: '/feed' });
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
  expect(errors, 'console errors').toEqual([]);
});

test('hors connexion, la page « Hors connexion » remplace l’erreur du navigateur, dans le thème choisi', async ({
  page,
  context,
}) => {
  await openControlled(page);
  // The theme as the app stores it; the offline page reads it without the app.
  const storeTheme = (theme: 'dark' | 'light') => page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await storeTheme('dark');
  await context.setOffline(true);
  await page.goto('/aide');
  await expect(page).toHaveTitle('Hors connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Hors connexion' })).toBeVisible();
  await expect(page.getByText('vous êtes hors connexion')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Both themes: the scan switches the page to the other one.
  await expectAccessible(page, 'page hors connexion');

  await storeTheme('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hors connexion' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // Back online, 'Réessayer' loads the page that failed.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aide et support' })).toBeVisible();
  await expect(page).toHaveURL(/\/aide$/);
});

/**
 * Chromium's installation offer, as a page script would receive it (prompt() and userChoice).
 * Resolves with the milliseconds until the banner showed, or null if it did not within `waitMs`.
 */
async function offerInstallation(
  page: Page,
  { outcome = 'accepted', waitMs = 0 }: { outcome?: 'accepted' | 'dismissed'; waitMs?: number } = {},
): Promise<number | null> {
  return page.evaluate(
    ({ choice, wait }) => {
      const w = window as unknown as { installPrompts: number };
      w.installPrompts = 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          w.installPrompts += 1;
        },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      const start = performance.now();
      window.dispatchEvent(event);
      return new Promise<number | null>((resolve) => {
        const timer = setInterval(() => {
          const elapsed = performance.now() - start;
          if (document.querySelector('[data-testid="install-banner"]')) resolve(elapsed);
          else if (elapsed > wait) resolve(null);
          else return;
          clearInterval(timer);
        }, 20);
      });
    },
    { choice: outcome, wait: waitMs },
  );
}

test('la bannière d’installation paraît 3 s après l’offre du navigateur, « Plus tard » la cache pour la session', async ({
  page,
}) => {
  test.slow(); // Waits for the banner twice and scans it with axe.
  await skipSplash(page);
  await page.goto('/feed');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Installer PortMarin' });
  await expect(banner).toHaveCount(0);

  // Shown 3000 ms after the offer (measured in the page; a loaded machine may add a little).
  const shownAfter = await offerInstallation(page, { waitMs: 8_000 });
  expect(shownAfter).toBeGreaterThanOrEqual(2_990);
  expect(shownAfter).toBeLessThan(4_500);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Installer' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expectAccessible(page, 'bannière d’installation');

  await banner.getByRole('button', { name: 'Plus tard' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('installPromptDismissed'))).not.toBeNull();

  // The browser offers again in this session (a reload): the banner stays away.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  expect(await offerInstallation(page, { waitMs: 4_000 })).toBeNull();
  await expect(banner).toHaveCount(0);
});

test('« Installer » ouvre l’invite du navigateur puis annonce l’installation', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await offerInstallation(page, { outcome: 'accepted', waitMs: 8_000 });
  const banner = page.getByRole('region', { name: 'Installer PortMarin' });
  await banner.getByRole('button', { name: 'Installer' }).click();
  expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);
  await expect(page.getByText('Installation réussie !')).toBeVisible();
  await expect(page.getByText("PortMarin a été ajouté à votre écran d'accueil")).toBeVisible();
  await expect(banner).toBeHidden();
});

test('un push reçu par le service worker s’affiche en notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await openControlled(page);

  const payload = { title: 'Nouveau message', body: 'Gwen : On se retrouve au port ?', url: '/messages', tag: 'msg-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  const shown = async () =>
    page.evaluate(async () => {
      const notifications = await (await navigator.serviceWorker.ready).getNotifications();
      return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
    });
  await expect
    .poll(shown)
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
});

test('l’interrupteur « Notifications push » des paramètres inscrit puis désinscrit l’appareil', async ({
  page,
  context,
  request,
}) => {
  const resident = await createResident(request);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = await subscribeThroughStandIn(page);
  await signIn(page, resident);
  await openControlled(page, '/settings');

  const toggle = page.getByRole('switch', { name: 'Notifications push' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  // Not asked at the first visit: no badge, nothing registered.
  await expect(page.getByTestId('push-badge')).toHaveCount(0);
  await expectAccessible(page, 'paramètres avec les notifications push');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await toggle.click();
  const post = await saved;
  expect(post.status()).toBe(204);
  expect(post.request().postDataJSON()).toMatchObject({ kind: 'web', endpoint: device.endpoint });
  await expect(page.getByText('Notifications activées')).toBeVisible();
  await expect(page.getByText('Vous recevrez les dernières actualités de PortMarin')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('push-badge')).toContainText('🔔 Notifications');
  // Checked once the toast has gone (the app-wide toast colours are not this screen's).
  await expect(page.getByText('Notifications activées')).toBeHidden();
  await expectAccessible(page, 'paramètres, notifications push activées');

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await toggle.click();
  expect((await removed).status()).toBe(204);
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('push-badge')).toHaveCount(0);
});

test('un message reçu application fermée arrive en push sur l’appareil inscrit', async ({
  page,
  context,
  browser,
  request,
}) => {
  const [resident, neighbour] = await Promise.all([createResident(request), createResident(request)]);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = await subscribeThroughStandIn(page);
  await signIn(page, resident);
  await openControlled(page, '/settings');
  await page.getByRole('switch', { name: 'Notifications push' }).click();
  await expect(page.getByText('Notifications activées')).toBeVisible();
  // The app closed: no open connection, so the message goes to the device.
  await page.close();

  const other = await openAs(browser, neighbour);
  const profile = await other.request.get(`/api/profiles/${resident.username}`);
  const { id } = (await profile.json()) as { id: string };
  const started = await other.request.post('/api/conversations', {
    data: { participantIds: [id] },
    headers: { origin: baseURL },
  });
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  const sent = await other.request.post(`/api/conversations/${conversation.id}/messages`, {
    data: { content: 'On se retrouve au port ?', clientId: crypto.randomUUID() },
    headers: { origin: baseURL },
  });
  expect(sent.status()).toBe(201);
  await closeAs(other);

  // Filtered: a town hall's alert of another spec reaches every device.
  await expect
    .poll(async () => (await device.received()).filter((push) => push.payload.tag === conversation.id))
    .toEqual([
      {
        payload: {
          title: neighbour.name,
          body: 'On se retrouve au port ?',
          url: `/conversation/${conversation.id}`,
          tag: conversation.id,
        },
        urgency: 'normal',
        ttl: '86400',
      },
    ]);
});
