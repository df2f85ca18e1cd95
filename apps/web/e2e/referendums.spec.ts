import type { Page } from '@playwright/test';
import {
  ADMIN,
  MODERATOR,
  closeAs,
  createResident,
  expect,
  expectAccessible,
  newResident,
  openAs,
  setTheme,
  signIn,
  skipSplash,
  test,
} from './fixtures';

const article = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** The alert dialog that names the chosen option; its confirm button records the vote. */
async function confirmVote(page: Page, option: 'Pour' | 'Contre') {
  const dialog = page.getByRole('alertdialog', { name: `Voter « ${option} » ?` });
  await dialog.getByRole('button', { name: 'Confirmer mon vote' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin creates a referendum, residents vote once each, results show one decimal', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const [voter, neighbour] = await Promise.all([
    createResident(page.request, newResident('votante')),
    createResident(page.request, newResident('voisin')),
  ]);
  const title = `Bancs sur la digue ${Date.now().toString(36)}`;

  await skipSplash(page);
  await signIn(page, ADMIN);
  await page.goto('/referendum');
  await expect(page.getByRole('heading', { level: 1, name: 'Référendums' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Actifs \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Participation citoyenne')).toBeVisible();
  await expectAccessible(page, '/referendum (admin)');

  // The dialog: the spec's messages, past dates refused, then the referendum is created.
  await page.getByRole('button', { name: 'Créer un référendum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un référendum' });
  await expect(dialog.getByLabel('Vote anonyme')).toBeChecked();
  await expect(dialog.getByLabel('Autoriser les commentaires')).not.toBeChecked();
  await expectAccessible(page, 'create referendum dialog');
  await dialog.getByRole('button', { name: 'Créer le référendum' }).click();
  await expect(dialog.getByText('Veuillez remplir tous les champs obligatoires')).toBeVisible();
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Question').fill('Faut-il installer des bancs tous les 100 m sur la digue ?');
  await dialog.getByLabel('Description').fill('Douze bancs en bois de pays, posés avant l’été.');
  await dialog.getByLabel('Catégorie').selectOption('Urbanisme');
  // Residents without a verified address vote below: today's rule, whatever the town's default.
  await dialog.getByRole('radio', { name: /^Comptes vérifiés/ }).check();
  const endDate = dialog.getByLabel('Date de fin');
  const today = await endDate.getAttribute('min');
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await endDate.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Créer le référendum' }).click();
  await expect(dialog.getByText('La date de fin doit être dans le futur')).toBeVisible();
  const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await endDate.fill(inTenDays);
  await dialog.getByRole('button', { name: 'Créer le référendum' }).click();
  await expect(page.getByText('Référendum créé')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Opened again, the form starts empty.
  await page.getByRole('button', { name: 'Créer un référendum' }).click();
  await expect(dialog.getByLabel('Titre')).toHaveValue('');
  await page.keyboard.press('Escape');

  // The admin votes from the list, and gets a receipt that is counted.
  const adminCard = article(page, title);
  await adminCard.getByRole('button', { name: 'Pour' }).click();
  await confirmVote(page, 'Pour');
  const receipt = adminCard.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(receipt).toBeVisible();
  await adminCard.getByRole('button', { name: 'Vérifier mon reçu' }).click();
  await expect(adminCard.getByText('Votre vote est bien compté dans ce référendum.')).toBeVisible();
  await adminCard.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const referendumPath = new URL(page.url()).pathname;
  expect(referendumPath).toMatch(/^\/referendum\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Clore le référendum' })).toBeVisible();
  // Comments are off by default.
  await expect(page.getByRole('region', { name: 'Commentaires' })).toHaveCount(0);
  await expectAccessible(page, 'referendum page (admin)');

  // A resident opens the share link in two tabs, votes in one: the other is refused, 'Déjà voté'.
  const voterPage = await openAs(browser, voter);
  const staleTab = await voterPage.context().newPage();
  await voterPage.goto(referendumPath);
  await staleTab.goto(referendumPath);
  await expect(staleTab.getByRole('button', { name: 'Contre' })).toBeVisible();
  await voterPage.getByRole('button', { name: 'Pour' }).click();
  await confirmVote(voterPage, 'Pour');
  await expect(voterPage.getByText('Votre vote est enregistré.')).toBeVisible();
  await expect(voterPage.getByRole('button', { name: 'Clore le référendum' })).toHaveCount(0);
  await staleTab.getByRole('button', { name: 'Contre' }).click();
  await confirmVote(staleTab, 'Contre');
  await expect(staleTab.getByText('Déjà voté', { exact: true })).toBeVisible();
  await staleTab.close();

  // A neighbour votes against; everyone sees 66,7 % and 33,3 %.
  const neighbourPage = await openAs(browser, neighbour);
  await neighbourPage.goto('/referendum');
  await article(neighbourPage, title).getByRole('button', { name: 'Contre' }).click();
  await confirmVote(neighbourPage, 'Contre');
  await expect(article(neighbourPage, title).getByText('66,7 %')).toBeVisible();
  await expect(article(neighbourPage, title).getByText('33,3 %')).toBeVisible();
  await expect(neighbourPage.getByRole('button', { name: 'Créer un référendum' })).toHaveCount(0);
  await closeAs(neighbourPage);

  await voterPage.reload();
  await expect(voterPage.getByText('66,7 %')).toBeVisible();
  await expect(voterPage.getByText('Vous avez voté')).toBeVisible();
  await expect(voterPage.getByRole('button', { name: 'Pour' })).toHaveCount(0);
  await closeAs(voterPage);

  // The admin closes it early: it moves to 'Terminés', results and no buttons.
  await page.reload();
  await page.getByRole('button', { name: 'Clore le référendum' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clore le vote' }).click();
  await expect(page.getByText('Référendum clos')).toBeVisible();
  await expect(page.getByText('Terminé', { exact: true })).toBeVisible();
  await page.goto('/referendum');
  await page.getByRole('tab', { name: /^Terminés/ }).click();
  const closed = article(page, title);
  await expect(closed.getByText('66,7 %')).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Pour' })).toHaveCount(0);
});

test('a visitor reads the referendums in the dark theme, without a create button', async ({ page }) => {
  await skipSplash(page);
  await setTheme(page, 'dark');
  await page.goto('/referendum');
  await expect(page.getByRole('heading', { level: 1, name: 'Référendums' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un référendum' })).toHaveCount(0);
  await expectAccessible(page, '/referendum (visitor, dark)');
  await page.getByRole('tab', { name: /^Terminés/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Pour' })).toHaveCount(0);
  await expectAccessible(page, '/referendum Terminés (visitor, dark)');

  // A seeded referendum that allows comments: its page shows them, and the share link.
  await page.getByRole('tab', { name: /^Actifs/ }).click();
  await page.getByRole('link', { name: 'Quai du Port piéton le week-end' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quai du Port piéton le week-end' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Commentaires' })).toBeVisible();
  await expect(page.getByLabel('Lien du référendum')).toHaveValue(new RegExp(`${new URL(page.url()).pathname}$`));
  await expect(page.getByRole('button', { name: 'Clore le référendum' })).toHaveCount(0);
  await expectAccessible(page, 'referendum page (visitor, dark)');
});

test('a vote is confirmed before it is recorded, and stays final afterwards (390 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const voter = await createResident(page.request, newResident('hesitant'));
  const title = `Fontaine du marché ${Date.now().toString(36)}`;
  await skipSplash(page);
  await signIn(page, ADMIN);
  const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString();
  const created = await page.request.post('/api/referendums', {
    headers: { origin: baseURL! },
    data: {
      title,
      question: 'Faut-il remettre la fontaine du marché en eau ?',
      description: 'Une fontaine restaurée, alimentée en circuit fermé.',
      category: 'Urbanisme',
      endsAt: inFiveDays,
      electorate: 'verified_accounts',
    },
  });
  expect(created.status()).toBe(201);

  const voterPage = await openAs(browser, voter);
  await voterPage.setViewportSize({ width: 390, height: 844 });
  await voterPage.goto('/referendum');
  const card = article(voterPage, title);
  // A tap opens the confirmation naming the option; 'Annuler' records nothing.
  await card.getByRole('button', { name: 'Contre' }).click();
  const dialog = voterPage.getByRole('alertdialog', { name: 'Voter « Contre » ?' });
  await expect(dialog).toContainText('Un vote est définitif');
  await expect(dialog).toContainText('Faut-il remettre la fontaine du marché en eau ?');
  await expectAccessible(voterPage, 'vote confirmation');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await voterPage.reload();
  await expect(card.getByRole('button', { name: 'Pour' })).toBeVisible();

  // Confirmed, the vote is recorded and final: no buttons any more, even after a reload.
  await card.getByRole('button', { name: 'Pour' }).click();
  await confirmVote(voterPage, 'Pour');
  await expect(card.getByText('Votre vote est enregistré.')).toBeVisible();
  await voterPage.reload();
  await expect(card.getByText('Vous avez voté')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pour' })).toHaveCount(0);
  await closeAs(voterPage);
});

test('a resident proposes a referendum, a moderator publishes it, the resident sees it and is told (390 px)', async ({
  page,
  browser,
}) => {
  test.slow();
  const proposer = await createResident(page.request, newResident('proposante'));
  const neighbour = await createResident(page.request, newResident('curieux'));
  const title = `Composteur au Stang ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await skipSplash(page);
  await signIn(page, proposer);
  await page.goto('/referendum');
  await expect(page.getByRole('button', { name: 'Créer un référendum' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Proposer un référendum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer un référendum' });
  await expect(dialog).toContainText('Les modérateurs relisent votre proposition');
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Question').fill('Faut-il installer un composteur partagé au Stang ?');
  await dialog.getByLabel('Description').fill('Un composteur de quartier, entretenu par les volontaires.');
  await dialog.getByLabel('Catégorie').selectOption('Environnement');
  // The neighbour who votes once it is published has no verified address.
  await dialog.getByRole('radio', { name: /^Comptes vérifiés/ }).check();
  await dialog.getByLabel('Date de fin').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await expectAccessible(page, 'propose referendum dialog');
  await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(page.getByText('Proposition envoyée', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Unseen until published: neither the proposer's list nor a neighbour's shows it.
  await expect(article(page, title)).toHaveCount(0);
  const neighbourPage = await openAs(browser, neighbour);
  await neighbourPage.goto('/referendum');
  await expect(neighbourPage.getByRole('heading', { level: 1, name: 'Référendums' })).toBeVisible();
  await expect(article(neighbourPage, title)).toHaveCount(0);

  // The moderator finds it in 'À valider' and publishes it.
  const moderator = await openAs(browser, MODERATOR);
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.goto('/moderation');
  await moderator.getByRole('tab', { name: 'À valider' }).click();
  const proposal = moderator.getByRole('listitem').filter({ hasText: title });
  await expect(proposal).toContainText(`proposé par ${proposer.name}`);
  await expectAccessible(moderator, 'moderation, referendum proposals');
  await proposal.getByRole('button', { name: `Publier « ${title} »` }).click();
  await moderator.getByRole('alertdialog').getByRole('button', { name: 'Publier' }).click();
  await expect(moderator.getByText('Référendum publié', { exact: true })).toBeVisible();
  await expect(proposal).toHaveCount(0);
  await closeAs(moderator);

  // Published: the neighbour may vote; the proposer is told and finds it.
  await neighbourPage.reload();
  await expect(article(neighbourPage, title).getByRole('button', { name: 'Pour' })).toBeVisible();
  await closeAs(neighbourPage);
  await page.goto('/notifications');
  const note = page.getByTestId('notification').filter({ hasText: title });
  await expect(note).toContainText('est ouvert au vote');
  await note.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
