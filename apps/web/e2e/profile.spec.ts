import type { Browser, Page } from '@playwright/test';
import zlib from 'node:zlib';
import { baseURL } from '../playwright.config';
import {
  createResident,
  expect,
  expectAccessible,
  newResident,
  signIn,
  skipSplash,
  test,
  type Resident,
} from './fixtures';

/** A small solid-colour PNG made here (8×8 RGB), enough for the server to decode and re-encode. */
function generatePng(size = 8, rgb: [number, number, number] = [11, 92, 173]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, default compression/filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A second resident signed in in their own browser context (their own cookie). */
async function otherResident(browser: Browser, resident: Resident): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
  await signIn(page, resident);
  return page;
}

const counter = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Statistiques' }).getByRole('listitem').filter({ hasText: label });

async function publish(page: Page, content: string): Promise<string> {
  const res = await page.request.post('/api/posts', { data: { content }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A seeded showcase resident: verified, with 6 photos. */
async function showcaseUsername(page: Page): Promise<string> {
  const featured = (await (await page.request.get('/api/profiles/featured')).json()) as {
    profiles: Array<{ username: string | null }>;
  };
  for (const { username } of featured.profiles) {
    if (!username) continue;
    const profile = (await (await page.request.get(`/api/profiles/${username}`)).json()) as {
      verified: boolean;
      photos: unknown[];
    };
    if (profile.verified && profile.photos.length === 6) return username;
  }
  throw new Error('aucun profil vitrine vérifié avec 6 photos');
}

test('un visiteur est renvoyé de /profile vers /auth', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('un habitant partage puis modifie son profil et le voit', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible();
  await expect(page.getByText('Profil authentifié')).toBeVisible();
  await expect(page.getByText(`@${resident.username}`)).toBeVisible();
  await expect(page.getByText('Administrateur')).toHaveCount(0);

  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByText('Le lien a été copié dans le presse-papiers')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/profile/${resident.username}`);

  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
  await expect(dialog.getByLabel('Nom complet')).toHaveValue(resident.name);

  // French message inline, nothing sent.
  await dialog.getByLabel('Nom complet').fill('   ');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom complet est requis.')).toBeVisible();

  const name = `Nolwenn Guéguen ${Date.now().toString(36)}`;
  await dialog.getByLabel('Nom complet').fill(name);
  await dialog.getByLabel('Bio').fill('Ramasse des galets sur la grève depuis 1987.');
  await dialog.getByLabel('Localisation').fill('Quartier du Sillon');
  await dialog.getByLabel('Photo de profil').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: generatePng(),
  });
  await expect(dialog.getByRole('img', { name: 'Aperçu : photo de profil' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Ramasse des galets sur la grève depuis 1987.')).toBeVisible();
  await expect(page.getByText('Quartier du Sillon')).toBeVisible();
  const avatar = page.locator('img[src^="/uploads/"]').first();
  await expect(avatar).toBeVisible();

  // Saved on the account: a reload and the public page show it too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(`/profile/${resident.username}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Habite à Quartier du Sillon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivre' })).toHaveCount(0);
});

test('un nom d’utilisateur déjà pris est signalé sur le champ', async ({ page, request }) => {
  const [resident, other] = await Promise.all([createResident(request), createResident(request)]);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
  await dialog.getByLabel("Nom d'utilisateur").fill(other.username);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText("Ce nom d'utilisateur est déjà pris.")).toBeVisible();
  await expect(dialog.getByLabel("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
});

test('les compteurs du profil suivent les données', async ({ page, request, browser }) => {
  const [resident, neighbour] = await Promise.all([createResident(request), createResident(request)]);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto('/profile');
  for (const label of ['Publications', 'Abonnés', 'Abonnements', "J'aime"])
    await expect(counter(page, label)).toHaveText(`0${label}`);

  const content = `Les thoniers rentrent au port ${Date.now()}`;
  const postId = await publish(page, content);
  await page.reload();
  await expect(counter(page, 'Publications')).toHaveText('1Publications');
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: content })).toBeVisible();

  const other = await otherResident(browser, neighbour);
  const follow = await other.request.post(`/api/profiles/${resident.username}/follow`, {
    headers: { origin: baseURL },
  });
  expect(follow.status()).toBe(200);
  await page.reload();
  await expect(counter(page, 'Abonnés')).toHaveText('1Abonnés');

  const like = await other.request.post(`/api/posts/${postId}/like`, { headers: { origin: baseURL } });
  expect(like.status()).toBe(200);
  await page.reload();
  await expect(counter(page, "J'aime")).toHaveText("1J'aime");

  // The resident follows the neighbour and likes their post: Abonnements and the J'aime tab.
  const theirs = `Qui vient à la criée demain ? ${Date.now()}`;
  const theirPost = await publish(other, theirs);
  await page.request.post(`/api/profiles/${neighbour.username}/follow`, { headers: { origin: baseURL } });
  await page.request.post(`/api/posts/${theirPost}/like`, { headers: { origin: baseURL } });
  await page.reload();
  await expect(counter(page, 'Abonnements')).toHaveText('1Abonnements');
  await page.getByRole('tab', { name: "J'aime" }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: theirs })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: content })).toHaveCount(0);
  await other.context().close();
});

test('un habitant suit un autre habitant depuis sa page publique', async ({ page, request, browser }) => {
  const [resident, neighbour] = await Promise.all([createResident(request), createResident(request)]);
  await skipSplash(page);
  await signIn(page, resident);
  await page.goto(`/profile/${neighbour.username}`);

  await expect(page.getByRole('heading', { level: 1, name: neighbour.name })).toBeVisible();
  await expect(page.getByText(`@${neighbour.username}`)).toBeVisible();
  await expect(page.getByText('Habite à Port-Marin')).toBeVisible();
  await expect(page.getByText(/^Membre depuis [a-zéû]+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Aucun abonné pour le moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le profil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Envoyer un message' })).toBeVisible();
  const followers = page.getByTestId('followers-count');
  await expect(followers).toHaveText('0 abonné');

  const follow = page.getByRole('button', { name: 'Suivre' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Abonné·e' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText('1 abonné');
  await expect(page.getByRole('link', { name: resident.name })).toHaveAttribute(
    'href',
    `/profile/${resident.username}`,
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText('1 abonné');

  // The neighbour sees the new follower on their own profile.
  const other = await otherResident(browser, neighbour);
  await other.goto('/profile');
  await expect(counter(other, 'Abonnés')).toHaveText('1Abonnés');
  await other.context().close();

  await page.getByRole('button', { name: 'Abonné·e' }).click();
  await expect(page.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
  await expect(followers).toHaveText('0 abonné');
  await page.reload();
  await expect(followers).toHaveText('0 abonné');
});

test('un visiteur doit se connecter pour suivre un habitant', async ({ page, request }) => {
  const neighbour = await createResident(request);
  await skipSplash(page);
  await page.goto(`/profile/${neighbour.username}`);
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await expect(page.getByText('Vous devez être connecté pour suivre un habitant')).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText('0 abonné');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('la photo d’un profil vitrine s’agrandit puis se referme', async ({ page }) => {
  await skipSplash(page);
  const username = await showcaseUsername(page);
  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Vérifié')).toBeVisible();
  const photos = page.getByRole('button', { name: /^Agrandir la photo \d de / });
  await expect(photos).toHaveCount(6);

  await photos.first().click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('img')).toBeVisible();
  await overlay.getByRole('button', { name: 'Fermer' }).click();
  await expect(overlay).toBeHidden();

  await photos.nth(3).click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('img').click();
  await expect(overlay).toBeHidden();
});

test('un profil masqué ne montre que le nom aux autres', async ({ page, request, browser }) => {
  const [resident, hidden] = await Promise.all([createResident(request), createResident(request)]);
  const other = await otherResident(browser, hidden);
  const res = await other.request.patch('/api/settings', {
    data: { privacy: { profileVisible: false } },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);

  await skipSplash(page);
  await signIn(page, resident);
  await page.goto(`/profile/${hidden.username}`);
  await expect(page.getByRole('heading', { level: 1, name: hidden.name })).toBeVisible();
  await expect(page.getByText('Ce profil est privé.')).toBeVisible();
  await expect(page.getByText(`@${hidden.username}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suivre' })).toHaveCount(0);
  await expect(page.getByText(/abonné/)).toHaveCount(0);

  // Its owner still sees the whole page.
  await other.goto(`/profile/${hidden.username}`);
  await expect(other.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
  await expect(other.getByText('Ce profil est privé.')).toHaveCount(0);
  await other.context().close();
});

test('un nom d’utilisateur inconnu affiche « Profil introuvable »', async ({ page }) => {
  await skipSplash(page);
  await page.goto(`/profile/${newResident('inconnu').username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
});

test('l’avatar d’un profil public ne couvre pas ses boutons, de 320 à 430 px', async ({ page, request }) => {
  const [viewer, owner] = [await createResident(request), await createResident(request)];
  await skipSplash(page);
  await signIn(page, viewer);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/profile/${owner.username}`);
  await page.getByRole('button', { name: 'Suivre' }).click();
  // The longest labels side by side: 'Envoyer un message' and 'Abonné·e'.
  const follow = page.getByRole('button', { name: 'Abonné·e' });
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  const message = page.getByRole('button', { name: 'Envoyer un message' });
  const avatar = page.getByTestId('profile-avatar');

  for (const width of [320, 375, 430]) {
    await page.setViewportSize({ width, height: 700 });
    const a = (await avatar.boundingBox())!;
    for (const button of [message, follow]) {
      await expect(button).toBeVisible();
      const b = (await button.boundingBox())!;
      const intersects = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(intersects, `${width} px: l’avatar couvre « ${await button.textContent()} »`).toBe(false);
      expect(b.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${width} px`).toBeLessThanOrEqual(width);
      const clipped = await button.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped, `${width} px: « ${await button.textContent()} » est coupé`).toBe(false);
    }
  }
});

test('les profils sont accessibles', async ({ page, request }) => {
  // Each screen is scanned in both themes: twice the usual axe time.
  test.slow();
  const resident = await createResident(request);
  await skipSplash(page);
  await signIn(page, resident);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: resident.name })).toBeVisible();
  await expectAccessible(page, '/profile');
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog', { name: 'Modifier le profil' })).toBeVisible();
  await expectAccessible(page, 'modifier le profil');
  await page.keyboard.press('Escape');

  const username = await showcaseUsername(page);
  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Vérifié')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivre' })).toBeVisible();
  await expectAccessible(page, 'profil public');
  await page.getByRole('button', { name: /^Agrandir la photo 1 de / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'photo agrandie');
});
