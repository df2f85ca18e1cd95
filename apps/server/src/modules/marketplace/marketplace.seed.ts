import { pricePeriodOf, type ListingCondition, type MarketplaceCategory, type RealEstateType } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type SampleListing = {
  title: string;
  description: string;
  priceCents: number;
  category: MarketplaceCategory;
  condition: ListingCondition;
  location: string;
  /** Username of the seeded resident who sells it. */
  seller: string;
  ageDays: number;
  image?: SeedImageOptions;
  realEstate?: { type: RealEstateType; surfaceM2: number; rooms: number };
};

/**
 * The spec's marketplace samples (items with price, location, condition, seller; real estate with
 * type, surface, rooms and a price per month or per night), as listings of the seeded residents.
 */
export const SAMPLE_LISTINGS: SampleListing[] = [
  {
    title: 'iPhone 13 128 Go',
    description: 'Batterie à 89 %, toujours protégé par une coque. Chargeur fourni.',
    priceCents: 45000,
    category: 'Électronique',
    condition: 'Très bon état',
    location: 'Centre-ville',
    seller: 'yann_kerbrat',
    ageDays: 2,
    image: { hue: 220, pattern: 'plain' },
  },
  {
    title: 'Vélo électrique de ville',
    description: 'Autonomie de 60 km, idéal pour longer la côte. Révisé au printemps.',
    priceCents: 80000,
    category: 'Véhicules',
    condition: 'Bon état',
    location: 'Quartier du port',
    seller: 'loic.lefloch',
    ageDays: 4,
    image: { hue: 190, pattern: 'sun' },
  },
  {
    title: 'Table de jardin en teck',
    description: 'Table six places avec quatre chaises, huilée chaque année.',
    priceCents: 25000,
    category: 'Maison & Jardin',
    condition: 'Bon état',
    location: 'Les Dunes',
    seller: 'gwen.riou',
    ageDays: 6,
    image: { hue: 100, pattern: 'sun' },
  },
  {
    title: 'Ciré jaune taille M',
    description: 'Le ciré marin classique, porté une saison.',
    priceCents: 3500,
    category: 'Vêtements',
    condition: 'Comme neuf',
    location: 'Centre-ville',
    seller: 'marie.legoff',
    ageDays: 3,
    image: { hue: 50, pattern: 'plain' },
  },
  {
    title: 'Planche de paddle gonflable',
    description: 'Pagaie, pompe et sac de transport compris.',
    priceCents: 30000,
    category: 'Loisirs',
    condition: 'Très bon état',
    location: 'Plage des Sables',
    seller: 'erwan_kerjean',
    ageDays: 1,
    image: { hue: 200, pattern: 'waves' },
  },
  {
    title: 'Maison de pêcheur rénovée',
    description: 'Maison en pierre à deux pas du port, jardin clos, travaux récents.',
    priceCents: 28500000,
    category: 'Immobilier',
    condition: 'Très bon état',
    location: 'Vieux port',
    seller: 'loic.lefloch',
    ageDays: 10,
    image: { hue: 30, pattern: 'boat' },
    realEstate: { type: 'Vente', surfaceM2: 95, rooms: 4 },
  },
  {
    title: 'Appartement T2 vue mer',
    description: 'Deuxième étage, balcon face à la baie, libre au 1er du mois.',
    priceCents: 75000,
    category: 'Immobilier',
    condition: 'Bon état',
    location: 'Front de mer',
    seller: 'gwen.riou',
    ageDays: 5,
    image: { hue: 210, pattern: 'sun' },
    realEstate: { type: 'Location', surfaceM2: 45, rooms: 2 },
  },
  {
    title: 'Studio de vacances près de la plage',
    description: 'Pour deux personnes, linge fourni, à 100 m de la plage des Sables.',
    priceCents: 8500,
    category: 'Immobilier',
    condition: 'Comme neuf',
    location: 'Plage des Sables',
    seller: 'marie.legoff',
    ageDays: 7,
    image: { hue: 180, pattern: 'waves' },
    realEstate: { type: 'Location saisonnière', surfaceM2: 25, rooms: 1 },
  },
  {
    title: 'Recherche maison avec jardin',
    description: 'Famille cherche à acheter une maison de trois chambres près de l’école.',
    priceCents: 30000000,
    category: 'Immobilier',
    condition: 'Bon état',
    location: 'Port-Marin',
    seller: 'yann_kerbrat',
    ageDays: 12,
    realEstate: { type: 'Achat', surfaceM2: 100, rooms: 5 },
  },
];

/**
 * Loads the sample listings once: nothing happens when any of them exists already (sellers' changes
 * survive restarts), nor when the seeded residents are missing.
 */
export async function seedMarketplace(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set(SAMPLE_LISTINGS.map((s) => s.seller))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: existing } = await app.pool.query(
    'select 1 from marketplace_listings where title = any($1::text[]) limit 1',
    [SAMPLE_LISTINGS.map((s) => s.title)],
  );
  if (existing.length > 0) return;

  const photos = await Promise.all(
    SAMPLE_LISTINGS.map((s) =>
      s.image ? seedImage(app, idOf.get(s.seller)!, 'post', { ...s.image, width: 1200, height: 900 }) : null,
    ),
  );
  const now = Date.now();
  try {
    await inTransaction(app.pool, async (client) => {
      for (const [i, sample] of SAMPLE_LISTINGS.entries()) {
        const at = new Date(now - sample.ageDays * DAY_MS);
        const { rows } = await client.query<{ id: string }>(
          `insert into marketplace_listings (seller_id, title, description, price_cents, price_period, category,
             real_estate_type, surface_m2, rooms, condition, location, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
          [
            idOf.get(sample.seller),
            sample.title,
            sample.description,
            sample.priceCents,
            pricePeriodOf(sample.category, sample.realEstate?.type),
            sample.category,
            sample.realEstate?.type ?? null,
            sample.realEstate?.surfaceM2 ?? null,
            sample.realEstate?.rooms ?? null,
            sample.condition,
            sample.location,
            at,
          ],
        );
        const photo = photos[i];
        if (photo) {
          await client.query(
            'insert into marketplace_listing_photos (listing_id, upload_id, position) values ($1, $2, 0)',
            [rows[0]!.id, photo.id],
          );
        }
      }
    });
  } catch (error) {
    // No orphan pictures when the listings could not be written.
    await Promise.all(photos.map((p) => (p ? app.uploads.remove(p.id).catch(() => {}) : null)));
    throw error;
  }
}
