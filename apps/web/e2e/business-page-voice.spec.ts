import type { Page } from '@playwright/test';
import type { FeedPage } from '@portmarin/shared';
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

/** Issue 28: a business page speaks as the business, on a phone. */

const PHONE = { width: 390, height: 844 };

async function seededCafe(page: Page): Promise<string> {
  await page.goto('/business');
  await page.getByRole('link', { name: 'Café du Port' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café du Port' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('les publications d’une page sont signées par la page, sur la page et sur leur écran', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await skipSplash(page);
  const pageId = await seededCafe(page);

  const post = page.getByRole('article').filter({ hasText: 'La terrasse est ouverte' });
  await expect(post.getByRole('link', { name: 'Café du Port' })).toHaveAttribute('href', `/business/${pageId}`);
  await expect(post).not.toContainText('Marie Le Goff');
  await expect(post).toHaveAccessibleName(/^Café du Port/);

  const posts = (await (await page.request.get(`/api/business-pages/${pageId}/posts`)).json()) as FeedPage;
  const terrace = posts.posts.find((p) => p.content.startsWith('La terrasse est ouverte'))!;
  await page.goto(`/post/${terrace.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Publication de Café du Port' })).toBeVisible();
  const alone = page.getByRole('article').first();
  await expect(alone.getByRole('link', { name: 'Café du Port' })).toHaveAttribute('href', `/business/${pageId}`);
  await expect(alone).not.toContainText('Marie Le Goff');
});

test('le commerçant ne s’abonne pas à sa page et apprend qui s’y abonne et la note', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const shopkeeper = await createResident(request, newResident('patron'));
  const neighbour = await createResident(request, newResident('cliente'));
  await skipSplash(page);
  await signIn(page, shopkeeper);
  const created = await page.request.post('/api/business-pages', {
    data: { name: `Crêperie ${shopkeeper.username}`, category: 'Restaurant' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;

  await page.goto(`/business/${pageId}`);
  await expect(page.getByRole('button', { name: 'Modifier les informations' })).toBeVisible();
  await expect(page.getByRole('button', { name: "S'abonner" })).toHaveCount(0);

  const other = await openAs(browser, neighbour);
  await other.setViewportSize(PHONE);
  await other.goto(`/business/${pageId}`);
  await other.getByRole('button', { name: "S'abonner" }).click();
  await expect(other.getByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  await other.getByRole('tab', { name: 'À propos' }).click();
  // Rated by keyboard: the stars are radios under their labels.
  await other.getByRole('radio', { name: '5 étoiles' }).focus();
  await other.keyboard.press('Space');
  await other.getByLabel('Votre avis (facultatif)').fill('Galettes parfaites');
  await other.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(other.getByText('Votre avis', { exact: true })).toBeVisible();
  await closeAs(other);

  await page.goto('/notifications');
  await expect(page.getByText(`${neighbour.name} s’est abonné·e à votre page`)).toBeVisible();
  await expect(page.getByText(`${neighbour.name} a donné son avis sur votre établissement`)).toBeVisible();
  await expect(page.getByText(/5\/5 — Galettes parfaites/)).toBeVisible();
  await expectAccessible(page, '/notifications, commerçant');
});

test('à 390 px, son avis publié tient dans sa carte et n’est listé qu’une fois', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const resident = await createResident(request, newResident('avis'));
  await skipSplash(page);
  await signIn(page, resident);
  await seededCafe(page);
  await page.getByRole('tab', { name: 'À propos' }).click();
  await page.getByRole('radio', { name: '4 étoiles' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Votre avis (facultatif)').fill('Un far breton mémorable');
  await page.getByRole('button', { name: 'Publier mon avis' }).click();

  const remove = page.getByRole('button', { name: 'Supprimer mon avis' });
  await expect(remove).toBeVisible();
  const card = page
    .locator('div', { has: page.getByText('Votre avis', { exact: true }) })
    .filter({ has: remove })
    .last();
  const [removeBox, cardBox] = await Promise.all([remove.boundingBox(), card.boundingBox()]);
  expect(removeBox!.x + removeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Once: in « Votre avis », not again among the others'.
  await expect(page.getByText('Un far breton mémorable')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Avis de ${resident.name}` })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'À propos' }).click();
  await expect(page.getByText('Un far breton mémorable')).toHaveCount(1);
  await expectAccessible(page, '/business/{id}, mon avis à 390 px');
});

/** A 900×600 photo drawn by the browser: something to crop. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#f4d35e';
    context.fillRect(300, 200, 300, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('à 390 px, le commerçant recadre au clavier la couverture et le logo de sa page, puis les retire', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const shopkeeper = await createResident(request, newResident('couverture'));
  await skipSplash(page);
  await signIn(page, shopkeeper);
  const created = await page.request.post('/api/business-pages', {
    data: { name: `Épicerie ${shopkeeper.username}`, category: 'Commerce de détail' },
    headers: { origin: baseURL },
  });
  const pageId = ((await created.json()) as { id: string }).id;
  await page.goto(`/business/${pageId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.locator('img')).toHaveCount(0);
  const image = await photo(page);

  for (const [change, crop, saved, remove] of [
    ['Changer la couverture', 'Recadrer la couverture', 'Couverture enregistrée', 'Retirer la couverture'],
    ['Changer le logo', 'Recadrer le logo', 'Logo enregistré', 'Retirer le logo'],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: change }).click();
    await (await chooser).setFiles({ name: 'port.png', mimeType: 'image/png', buffer: image });
    const dialog = page.getByRole('dialog', { name: crop });
    await expect(dialog).toBeVisible();
    if (change === 'Changer la couverture') await expectAccessible(page, '/business/{id}, recadrage');
    // By keyboard: zoom in, move the frame right, save.
    await dialog.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.2');
    await dialog.getByRole('button', { name: 'Déplacer le cadre vers la droite' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Recadrer et enregistrer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: remove })).toBeVisible();
  }

  // Both stored as cropped: the cover at 3:1, the logo square, each shown at its ratio.
  const [cover, logo] = [header.locator('img').first(), header.locator('img').nth(1)];
  await expect(cover).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const sizes = await header.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((i) => ({
      natural: i.naturalWidth / i.naturalHeight,
      shown: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
    })),
  );
  expect(sizes[0]!.natural).toBeCloseTo(3, 1);
  expect(sizes[0]!.shown).toBeCloseTo(3, 1);
  expect(sizes[1]!.natural).toBeCloseTo(1, 1);
  await expect(logo).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, '/business/{id}, couverture et logo');

  await page.getByRole('button', { name: 'Retirer la couverture' }).click();
  await expect(page.getByText('Couverture retirée')).toBeVisible();
  await page.getByRole('button', { name: 'Retirer le logo' }).click();
  await expect(page.getByText('Logo retiré')).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
});

test('à 390 px, l’administratrice d’un groupe recadre, change et retire sa photo', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const admin = await createResident(request, newResident('chorale'));
  await skipSplash(page);
  await signIn(page, admin);
  const created = await page.request.post('/api/groups', {
    data: { name: `Chorale ${admin.username}` },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { id: string }).id;
  await page.goto(`/groups/${groupId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.locator('img')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Changer la photo du groupe' }).click();
  await (await chooser).setFiles({ name: 'chorale.png', mimeType: 'image/png', buffer: await photo(page) });
  const dialog = page.getByRole('dialog', { name: 'Recadrer la photo du groupe' });
  await dialog.getByRole('button', { name: 'Déplacer le cadre vers la gauche' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Recadrer et enregistrer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Photo du groupe enregistrée')).toBeVisible();
  const avatar = header.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  expect(await avatar.evaluate((i: HTMLImageElement) => i.naturalWidth / i.naturalHeight)).toBeCloseTo(1, 1);
  await expectAccessible(page, '/groups/{id}, photo du groupe');

  await page.getByRole('button', { name: 'Retirer la photo du groupe' }).click();
  await expect(page.getByText('Photo du groupe retirée')).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
});

test('à 390 px, le compositeur de sa page montre la page : ses initiales, puis son logo, jamais le commerçant', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const shopkeeper = await createResident(request, newResident('iode'));
  await skipSplash(page);
  await signIn(page, shopkeeper);
  const created = await page.request.post('/api/business-pages', {
    data: { name: `Institut Iodé ${shopkeeper.username}`, category: 'Beauté et Bien-être' },
    headers: { origin: baseURL },
  });
  const pageId = ((await created.json()) as { id: string }).id;

  await page.goto(`/business/${pageId}`);
  const button = page.getByRole('button', { name: 'Quoi de neuf, page\u00a0?' });
  // The composer's row: the innermost block holding its button.
  const composer = page.locator('div').filter({ has: button }).last();
  await expect(composer).toContainText('II');
  await expect(composer).not.toContainText('CM');
  await expectAccessible(page, '/business/{id}, compositeur sans logo');

  const upload = await page.request.post('/api/uploads?kind=avatar', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: await photo(page) } },
    headers: { origin: baseURL },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: logoUploadId } = (await upload.json()) as { id: string };
  const updated = await page.request.patch(`/api/business-pages/${pageId}`, {
    data: { logoUploadId },
    headers: { origin: baseURL },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const { logoUrl } = (await updated.json()) as { logoUrl: string };

  await page.reload();
  await expect(composer.locator('img')).toHaveAttribute('src', logoUrl);
  await expect(composer).not.toContainText('CM');
  await expectAccessible(page, '/business/{id}, compositeur avec logo');
});
