import { createResident, expectAccessible, seriousViolations, signIn, skipSplash, test, expect } from './fixtures';

/** Besides the visitor's routes: the sign-in link's landing and a path the app does not know. */
const EXTRA_PUBLIC_SCREENS = [
  ['/auth?token=lien-de-test', 'PortMarin'],
  ['/page-inconnue', 'Oops\u00a0! Page non trouvée'],
] as const;

// Every route, signed in and out, is scanned by every-route.spec.ts.
test('aucune violation d’accessibilité grave — écrans publics hors des routes et dialogues', async ({ page }) => {
  await skipSplash(page);
  for (const [path, heading] of EXTRA_PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'recherche');
  await page.keyboard.press('Escape');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'mot de passe oublié');
});

test('aucune violation d’accessibilité grave — écrans connectés', async ({ page, request }) => {
  await skipSplash(page);
  const resident = await createResident(request);
  await signIn(page, resident);
  for (const path of ['/settings', '/menu', '/feed']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${path} connecté`);
  }
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'suppression du compte');
});

test('l’écran d’accueil au démarrage est accessible', async ({ page }) => {
  // The splash is in the page itself and stays 2 s once the app runs; the app's scripts are held back
  // here (empty modules) so the scan sees the splash however slow the machine is.
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/feed');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash')).toContainText('PortMarin');
  await expectAccessible(page, 'splash');
});

test('le contrôle d’accessibilité signale un bouton sans nom, et un contraste trop faible dans l’autre thème', async ({
  page,
}) => {
  // expectAccessible scans the other theme for colours only: this keeps both of its scans honest.
  await skipSplash(page);
  await page.goto('/aide');
  await expect(page.getByRole('heading', { level: 1, name: 'Aide et support' })).toBeVisible();
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  await expect(expectAccessible(page, 'bouton sans nom')).rejects.toThrow(/button-name/);

  await page.evaluate(() => {
    document.querySelector('main button:empty')!.remove();
    const other = document.documentElement.classList.contains('dark') ? 'html:not(.dark)' : 'html.dark';
    const style = document.createElement('style');
    style.textContent = `${other} #pale { color: #999 !important; background: #fff !important; position: fixed; top: 8rem; z-index: 99; }`;
    const text = Object.assign(document.createElement('p'), { id: 'pale', textContent: 'Texte trop pâle' });
    document.head.append(style);
    document.querySelector('main')!.append(text);
  });
  await expect(expectAccessible(page, 'contraste')).rejects.toThrow(/color-contrast: #pale/);
});

test('le contrôle d’accessibilité compte un nom accessible qui ne contient pas le texte visible (WCAG 2.5.3)', async ({
  page,
}) => {
  await skipSplash(page);
  await page.goto('/aide');
  await expect(page.getByRole('heading', { level: 1, name: 'Aide et support' })).toBeVisible();
  // A control whose visible text is absent from its name, added to a real screen of the app.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Envoyer la demande';
    button.setAttribute('aria-label', 'Partager la publication');
    document.querySelector('main')!.append(button);
  });
  const ids = (await seriousViolations(page)).map((v) => v.id);
  expect(ids).toContain('label-content-name-mismatch');
});
