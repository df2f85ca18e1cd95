import type { Page } from '@playwright/test';
import { franceConnectURL } from '../playwright.config';

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
