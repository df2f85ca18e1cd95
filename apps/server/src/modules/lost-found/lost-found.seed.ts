import { LostFoundInput } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { addDays, townLocalTime } from '../../lib/town-time.ts';
import { TOWN_HALL_ACCOUNT } from '../auth/index.ts';

type SampleObject = {
  title: string;
  description: string;
  foundPlace: string;
  /** Days before the seeding day it was found. */
  daysAgo: number;
  image?: SeedImageOptions;
};

/** What a seaside town hall's desk holds in summer (the spec's tone: short, practical, French). */
export const SAMPLE_LOST_FOUND: SampleObject[] = [
  {
    title: 'Lunettes de soleil',
    description: 'Monture écaille, verres polarisés, dans un étui bleu marine.',
    foundPlace: 'Grande plage, près du poste de secours',
    daysAgo: 1,
    image: { hue: 35, pattern: 'sun' },
  },
  {
    title: 'Trousseau de clés',
    description: 'Trois clés et un porte-clés en forme d’ancre, avec un badge de résidence.',
    foundPlace: 'Quai des Pêcheurs',
    daysAgo: 3,
    image: { hue: 200, pattern: 'boat' },
  },
  {
    title: 'Doudou lapin',
    description: 'Lapin en peluche gris aux oreilles roses, un peu usé.',
    foundPlace: 'Aire de jeux du Phare',
    daysAgo: 6,
  },
];

/** Seeds the office's objects once (none yet), posted by the demo mairie account, their photos real uploads. */
export async function seedLostFound(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from lost_found_objects limit 1');
  if (rowCount) return;
  const {
    rows: [mairie],
  } = await app.pool.query<{ id: string }>('select id from "user" where email = $1', [TOWN_HALL_ACCOUNT.email]);
  if (!mairie) return;
  const today = townLocalTime(new Date()).slice(0, 10);
  for (const sample of SAMPLE_LOST_FOUND) {
    // Parsed like the mairie's input, so a sample that drifts from the contract fails here.
    const input = LostFoundInput.parse({
      title: sample.title,
      description: sample.description,
      foundPlace: sample.foundPlace,
      foundOn: addDays(today, -sample.daysAgo),
    });
    const photo = sample.image ? await seedImage(app, mairie.id, 'post', sample.image) : null;
    await app.pool.query(
      `insert into lost_found_objects (title, description, found_place, found_on, image_upload_id, image_url, posted_by)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        input.title,
        input.description,
        input.foundPlace,
        input.foundOn,
        photo?.id ?? null,
        photo?.url ?? null,
        mairie.id,
      ],
    );
  }
}
