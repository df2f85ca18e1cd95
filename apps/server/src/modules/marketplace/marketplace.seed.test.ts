import type { ListingCounts, ListingsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_LISTINGS, seedMarketplace } from './marketplace.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The seeded sellers, without the slow steps that make them (images, passwords).
  const ctx = await t.app.auth.$context;
  for (const username of new Set(SAMPLE_LISTINGS.map((s) => s.seller))) {
    await ctx.internalAdapter.createUser(
      { name: username, email: `${username}@example.fr`, emailVerified: true, username, displayUsername: username },
      { method: 'email-password' },
    );
  }
});
afterAll(async () => t?.close());

describe('seedMarketplace', () => {
  it('loads the sample listings once, with their photos, rents priced per month or night', async () => {
    await seedMarketplace(t.app);
    await seedMarketplace(t.app);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/marketplace/listings?limit=50' })
    ).json() as ListingsPage;
    expect(page.listings).toHaveLength(SAMPLE_LISTINGS.length);
    const rent = page.listings.find((l) => l.realEstateType === 'Location')!;
    expect(rent).toMatchObject({ pricePeriod: 'mois', surfaceM2: 45, rooms: 2 });
    expect(page.listings.find((l) => l.realEstateType === 'Location saisonnière')!.pricePeriod).toBe('nuit');
    expect(page.listings.filter((l) => l.photos.length === 1)).toHaveLength(
      SAMPLE_LISTINGS.filter((s) => s.image).length,
    );
    const counts = (await t.app.inject({ method: 'GET', url: '/api/marketplace/counts' })).json() as ListingCounts;
    expect(counts.categories.Immobilier).toBe(4);
    expect(counts.realEstate).toEqual({ Achat: 1, Vente: 1, Location: 1, 'Location saisonnière': 1 });
  });
});
