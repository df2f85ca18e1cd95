import { expect, skipSplash, test } from './fixtures';

test('un démarrage à froid montre l’écran d’accueil puis l’accueil des visiteurs', async ({ page }) => {
  // A controlled clock: the splash stays until 2 s have passed, however slow the machine.
  await page.clock.install({ time: new Date('2026-06-21T09:59:00') });
  await page.clock.pauseAt(new Date('2026-06-21T10:00:00'));
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('PortMarin');
  // The pulsing bar pulses in four steps a second rather than at every frame (docs/decisions/0013-first-screen-performance.md).
  const bar = page.getByTestId('splash-bar');
  await expect(bar).toHaveCSS('animation-name', 'splash-pulse');
  await expect(bar).toHaveCSS('animation-iteration-count', 'infinite');
  await expect(bar).toHaveCSS('animation-timing-function', 'steps(4, jump-none)');
  // The page beneath neither scrolls nor shows a scrollbar while the splash covers it.
  const html = page.locator('html');
  await expect(html).toHaveCSS('overflow', 'hidden');
  await expect(html).toHaveCSS('scrollbar-width', 'none');
  await page.clock.runFor(1_900);
  await expect(splash).toBeVisible();
  await page.clock.runFor(200);
  await expect(splash).toBeHidden();
  await expect(html).toHaveCSS('overflow', 'visible');
  await expect(html).toHaveCSS('scrollbar-width', 'auto');
  // A visitor stays on their home (docs/decisions/0081-visitors-without-an-account.md).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à Port-Marin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PortMarin', exact: true })).toBeVisible();
  await expect(page.getByTestId('platform-badge')).toHaveText('Web');
  // A reload in the same tab is not a cold start.
  await page.reload();
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('les onglets naviguent et celui de la page courante est mis en avant', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Plus' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(nav.getByRole('link', { name: 'Plus' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Services et rubriques' })).toBeVisible();

  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messenger$/);
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

  // A visitor's profile tab leads to the sign-in screen (the profile redirects).
  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The name in the top bar leads a visitor to their home, as « Accueil » does.
  await page.getByRole('link', { name: 'PortMarin', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('le thème choisi survit au rechargement', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const darkSwitch = page.getByRole('switch', { name: 'Mode sombre' });
  await expect(darkSwitch).toBeChecked();
  await darkSwitch.click();
  await expect(page.getByText('Mode clair activé')).toBeVisible();
  await expect(page.getByText('Thème mis à jour')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Mode sombre' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Mode sombre' }).click();
  await expect(page.getByText('Mode sombre activé')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('une adresse inconnue montre la page introuvable', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Oops\u00a0! Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test('la recherche de la barre du haut trouve un service sans accents', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechercher dans PortMarin' });
  await dialog.getByRole('searchbox').fill('meteo');
  await dialog.getByRole('link', { name: /Météo/ }).click();
  await expect(page).toHaveURL(/\/weather$/);
});

test('le menu et ses liens d’aide mènent à de vraies pages', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Référendums/ })).toHaveAttribute('href', '/referendum');
  await expect(page.getByRole('link', { name: /Assistant PortMarin IA/ })).toHaveAttribute('href', '/ask-portmarin-ia');
  await expect(page.getByRole('heading', { name: 'Profils à découvrir' })).toBeVisible();
  await page.getByRole('link', { name: 'Aide et support' }).click();
  await expect(page).toHaveURL(/\/aide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aide et support' })).toBeVisible();
  await page.getByRole('link', { name: "Conditions d'utilisation" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
  await expect(page.getByText('Dernière mise à jour : 16 mai 2025')).toBeVisible();
  const legalNav = page.getByRole('navigation', { name: 'Pages légales' });
  for (const [name, url] of [
    ['Politique de confidentialité', '/privacy'],
    ['Politique relative aux cookies', '/legal/cookies'],
    ['Règles de la communauté', '/legal/community-standards'],
  ] as const) {
    await legalNav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Dernière mise à jour : 16 mai 2025')).toBeVisible();
  }
});

test('tout se fait au clavier avec un focus visible', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  // Tab on through the page to the tab bar's "Plus" and open it with Enter.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Plus') break;
  }
  await expect(page.getByRole('link', { name: 'Plus' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu$/);
});
