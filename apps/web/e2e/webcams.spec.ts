import { expect, expectAccessible, ONE_PIXEL_PNG, skipSplash, test } from './fixtures';

// The town file's cameras (apps/server/src/config/town.json). No internet here: their images
// answer from the test, the port's camera is down.
const CAMERAS = ['Le port de plaisance', 'La Grande Plage', 'Office de Tourisme', 'Le phare de la Pointe'];
const IMAGES = 'https://www.skaping.com/portmarin/**';

test('a resident opens the webcams from the menu, filters, refreshes, and sees a camera down', async ({
  page,
  consoleErrors,
}) => {
  await page
    .context()
    .route(IMAGES, (route) =>
      new URL(route.request().url()).pathname.endsWith('/port.jpg')
        ? route.abort('failed')
        : route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
    );
  await skipSplash(page);
  await page.goto('/menu');
  await page.getByRole('link', { name: /^Webcams/ }).click();
  await expect(page).toHaveURL(/\/webcam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webcams' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(CAMERAS);
  await expect(panel.getByText('LIVE')).toHaveCount(3);

  // The port's image failed: its placeholder, and the camera is off line.
  const port = panel.getByRole('article', { name: 'Le port de plaisance' });
  await expect(port.getByRole('img', { name: 'Image indisponible : Le port de plaisance' })).toHaveAttribute(
    'src',
    '/webcam-offline.svg',
  );
  await expect(port.getByText('Hors ligne')).toBeVisible();
  const beach = panel.getByRole('article', { name: 'La Grande Plage' });
  await expect(beach.getByText('En ligne')).toBeVisible();
  await expect(beach.getByText('Plages', { exact: true })).toBeVisible();
  await expect(beach.getByRole('img', { name: 'Image en direct : La Grande Plage' })).toHaveJSProperty(
    'naturalWidth',
    1,
  );
  const provider = beach.getByRole('link', { name: 'Voir sur Skaping : La Grande Plage (nouvel onglet)' });
  await expect(provider).toHaveAttribute('href', 'https://www.skaping.com/portmarin/grande-plage');
  await expect(provider).toHaveAttribute('target', '_blank');
  await expect(provider).toHaveAttribute('rel', 'noopener noreferrer');
  // Chromium has the Fullscreen API.
  await expect(beach.getByRole('button', { name: 'Plein écran : La Grande Plage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'À propos des webcams' })).toContainText('2160p');
  await expectAccessible(page, 'webcams');

  // 'Actualiser': a new timestamp on every image, and the time of the update.
  const image = beach.getByRole('img', { name: 'Image en direct : La Grande Plage' });
  const before = new URL((await image.getAttribute('src'))!).searchParams.get('t');
  expect(before).toMatch(/^\d+$/);
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(image).not.toHaveAttribute('src', new RegExp(`t=${before}$`));
  const after = new URL((await image.getAttribute('src'))!).searchParams.get('t');
  expect(Number(after)).toBeGreaterThan(Number(before));
  const time = new Date(Number(after)).toLocaleTimeString('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Dernière mise à jour' })).toHaveText(
    `Dernière mise à jour : ${time}`,
  );

  // Plages keeps the beach only.
  await page.getByRole('tab', { name: 'Plages' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['La Grande Plage']);

  // Chromium reports the aborted image ('Failed to load resource: net::ERR_FAILED'): expected here.
  const unexpected = consoleErrors.filter((error) => !error.includes('net::ERR_FAILED'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
