/** Issue 37's steps that several journeys take: FranceConnect's stand-in, a residents-only referendum. */
import type { Page } from '@playwright/test';
import { franceConnectURL } from '../playwright.config';
import { ADMIN, apiAs, expect } from './fixtures';

/** A person FranceConnect knows (the stand-in derives the `sub` from what is typed). */
export type Person = { givenName: string; familyName: string; birthdate: string };

/** At FranceConnect (the stand-in): its login form, then its consent screen, and back to PortMarin. */
export async function identifyAtFranceConnect(page: Page, person: Person): Promise<void> {
  await page.getByRole('button', { name: "S'identifier avec FranceConnect" }).click();
  await page.waitForURL((url) => url.href.startsWith(franceConnectURL));
  await page.getByLabel('Prénom(s)').fill(person.givenName);
  await page.getByLabel('Nom de naissance').fill(person.familyName);
  await page.getByLabel('Date de naissance').fill(person.birthdate);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Continuer sur le service' }).click();
  await page.waitForURL(/\/verification\?franceconnect=/);
}

/** A residents-only referendum open for a week, created by the admin; its id. */
export async function residentsOnlyReferendum(title: string, question: string, description: string): Promise<string> {
  const admin = await apiAs(ADMIN);
  const created = await admin.post('/api/referendums', {
    data: {
      title,
      question,
      description,
      category: 'Urbanisme',
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      electorate: 'verified_residents',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await admin.dispose();
  return id;
}
