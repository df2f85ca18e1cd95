import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createResident, expect, MODERATOR, newResident, ONE_PIXEL_PNG, signIn, skipSplash, test } from './fixtures';

/**
 * No dialog of the app is wider than the phone (issue 28, point 6): each dialog a resident (or the
 * moderator) can open is checked at 320 and 390 px, resized in place: its box inside the viewport,
 * and its content inside its box (no sideways scroll within, nothing sticking out of it).
 */
const WIDTHS = [320, 390] as const;

/** What is wrong with the open dialog (the topmost) at the current width, in words. */
function dialogProblems(): string[] {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const dialog = dialogs.at(-1);
  if (!dialog) return ['aucune boîte de dialogue ouverte'];
  const width = window.innerWidth;
  const box = dialog.getBoundingClientRect();
  const problems: string[] = [];
  if (box.left < -0.5 || box.right > width + 0.5) {
    problems.push(`la boîte va de ${Math.round(box.left)} à ${Math.round(box.right)} px, l’écran en a ${width}`);
  }
  if (dialog.scrollWidth > dialog.clientWidth) {
    problems.push(`son contenu fait ${dialog.scrollWidth} px de large dans ${dialog.clientWidth}`);
  }
  const outside = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.right > box.right + 0.5 || r.left < box.left - 0.5;
  };
  // Held: inside a scrolling or clipping box of the dialog that itself fits (a truncated name).
  const held = (el: Element) => {
    for (let a = el.parentElement; a && a !== dialog; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible' && !outside(a)) return true;
    }
    return false;
  };
  const culprits = new Set<Element>();
  for (const el of dialog.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    // Radix's hidden form inputs (beside a switch or a select) are neither seen nor reached.
    const unseen = el.closest('[aria-hidden="true"]') || getComputedStyle(el).opacity === '0';
    if ((r.width <= 1 && r.height <= 1) || unseen || !outside(el) || held(el)) continue;
    culprits.add(el);
  }
  for (const el of culprits) {
    if (el.parentElement && culprits.has(el.parentElement)) continue;
    const r = el.getBoundingClientRect();
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    problems.push(
      `<${el.tagName.toLowerCase()}> « ${label} » dépasse (${Math.round(r.left)} à ${Math.round(r.right)} px)`,
    );
  }
  return problems;
}

/** Checks the dialog now open at each width, back at 390 px after. */
async function expectDialogFits(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).last()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const problems = await page.evaluate(dialogProblems);
    expect(problems, `${label} à ${width} px :\n${problems.join('\n')}`).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('aucune boîte de dialogue plus large que le téléphone', () => {
  test.describe.configure({ mode: 'parallel' });

  test('les boîtes d’une habitante : groupes, pages, annonces, événements, messages, fil', async ({ page }) => {
    test.setTimeout(120_000);
    const [founder, neighbour] = await Promise.all([
      createResident(page.request, newResident('fondatrice')),
      createResident(page.request, newResident('voisin')),
    ]);
    // A private group with a waiting request, and a business page, through the API.
    await signIn(page, neighbour);
    const neighbourCookies = await page.context().cookies();
    await page.context().clearCookies();
    await signIn(page, founder);
    const groupName = `Club des longues distances de la presqu’île ${Date.now().toString(36)}`;
    const group = await page.request.post('/api/groups', {
      data: { name: groupName, description: 'Sorties du dimanche.', isPrivate: true },
      headers: { origin: baseURL },
    });
    expect(group.status(), await group.text()).toBe(201);
    const groupId = ((await group.json()) as { id: string }).id;
    const founderCookies = await page.context().cookies();
    await page.context().clearCookies();
    await page.context().addCookies(neighbourCookies);
    const join = await page.request.post(`/api/groups/${groupId}/join`, { headers: { origin: baseURL } });
    expect(join.ok(), await join.text()).toBe(true);
    await page.context().clearCookies();
    await page.context().addCookies(founderCookies);
    const created = await page.request.post('/api/business-pages', {
      data: { name: `Voilerie de l’Anse ${Date.now().toString(36)}`, category: 'Services' },
      headers: { origin: baseURL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pageId = ((await created.json()) as { id: string }).id;

    await page.setViewportSize({ width: 390, height: 844 });
    await skipSplash(page);
    // Pictures from outside (webcams) are out of reach here.
    await page.route('https://www.skaping.com/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
    );

    await page.goto('/groups');
    await page.getByRole('button', { name: 'Créer un groupe' }).click();
    await expectDialogFits(page, 'Créer un groupe');
    await closeDialog(page);

    await page.getByRole('button', { name: `Paramètres de ${groupName}` }).click();
    const settings = page.getByRole('dialog', { name: 'Paramètres du groupe' });
    await expect(settings.getByRole('button', { name: `Refuser ${neighbour.name}` })).toBeVisible();
    await expectDialogFits(page, 'Paramètres du groupe, une demande en attente');
    await settings.getByRole('button', { name: 'Supprimer le groupe' }).click();
    await expectDialogFits(page, 'Supprimer le groupe ?');
    await page.keyboard.press('Escape');
    await closeDialog(page);

    await page.goto('/business');
    await page.getByRole('button', { name: 'Créer une page' }).click();
    await expectDialogFits(page, 'Créer une page professionnelle');
    await closeDialog(page);

    await page.goto(`/business/${pageId}`);
    await page.getByRole('button', { name: 'Modifier les informations' }).click();
    await expectDialogFits(page, 'Modifier les informations');
    await closeDialog(page);

    await page.goto('/entreprises');
    await page.getByRole('button', { name: 'Ajouter mon entreprise' }).click();
    await expectDialogFits(page, 'Ajouter mon entreprise');
    await closeDialog(page);
    await page
      .getByRole('button', { name: /^Voir la fiche de / })
      .first()
      .click();
    await expectDialogFits(page, 'Fiche d’une entreprise');
    await closeDialog(page);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await expectDialogFits(page, 'Modifier le profil');
    await closeDialog(page);

    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Vendre', exact: true }).click();
    await expectDialogFits(page, 'Vendre un article');
    await closeDialog(page);

    await page.goto('/events');
    await page.getByRole('button', { name: 'Créer un événement' }).click();
    await expectDialogFits(page, 'Créer un événement');
    await closeDialog(page);

    await page.goto('/messages');
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await expectDialogFits(page, 'Nouvelle conversation');
    await closeDialog(page);

    await page.goto('/feed');
    await page.getByRole('button', { name: 'Quoi de neuf à Port-Marin ?' }).click();
    await expectDialogFits(page, 'Créer une publication');
    await closeDialog(page);

    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expectDialogFits(page, 'Recherche');
    await closeDialog(page);

    const photo = page.getByRole('button', { name: /^Agrandir la photo publiée par / }).first();
    await photo.click();
    await expectDialogFits(page, 'Photo agrandie');
    await closeDialog(page);

    await page
      .getByRole('button', { name: /^Signaler la publication de / })
      .first()
      .click();
    await expectDialogFits(page, 'Signaler une publication');
    await closeDialog(page);

    await page
      .getByRole('region', { name: 'Stories' })
      .getByRole('button', { name: /^Voir la story de / })
      .first()
      .click();
    await expectDialogFits(page, 'Story');
    await closeDialog(page);
  });

  test('la boîte de la modération : créer un référendum', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipSplash(page);
    await signIn(page, MODERATOR);
    await page.goto('/referendum');
    await page.getByRole('button', { name: 'Créer un référendum' }).click();
    await expectDialogFits(page, 'Créer un référendum');
    await closeDialog(page);
  });
});
