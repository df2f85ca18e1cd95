import { expect, expectAccessible, skipSplash, test } from './fixtures';

/** The seeded town hall's hours (apps/server/src/config/town.json). */
const HOURS = 'Lundi au vendredi 8h30-12h00 et 13h30-17h30, samedi 9h00-12h00';

test('a visitor asks the assistant for the town hall’s hours and follows its source', async ({ page }) => {
  await skipSplash(page);
  await page.goto('/menu');
  await page.getByRole('link', { name: /Assistant PortMarin IA/ }).click();
  await expect(page).toHaveURL(/\/ask-portmarin-ia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant PortMarin IA' })).toBeVisible();
  const log = page.getByRole('log', { name: "Conversation avec l'assistant PortMarin" });
  await expect(log).toContainText("Je suis l'assistant PortMarin IA de Port-Marin");
  await expectAccessible(page, 'assistant');

  const field = page.getByRole('textbox', { name: "Votre question à l'assistant" });
  await page.getByRole('button', { name: 'Quels sont les horaires de la mairie ?' }).click();
  await expect(field).toHaveValue('Quels sont les horaires de la mairie ?');
  await field.press('Enter');
  await expect(log.getByText('Quels sont les horaires de la mairie ?')).toBeVisible();
  // The chips leave once the conversation has started.
  await expect(page.getByRole('button', { name: 'Quels sont les horaires de la mairie ?' })).toBeHidden();
  await expect(log).toContainText(`Horaires : ${HOURS}`);
  await expect(field).toBeEnabled();
  await expectAccessible(page, 'assistant avec une réponse');

  await log.getByRole('link', { name: /Accueil de la mairie/ }).click();
  await expect(page).toHaveURL(/\/municipal-services\?q=Accueil/);
  await expect(page.getByRole('heading', { name: 'Accueil de la mairie' })).toBeVisible();
  await expect(page.getByText(HOURS).first()).toBeVisible();
});
