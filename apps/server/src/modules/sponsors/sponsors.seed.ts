import { SponsorInput, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';
import { userIdByEmail } from '../../lib/seed-people.ts';

type SampleSponsor = { name: string; description: string; websiteUrl: string; logo: SeedImageOptions };

/** The town's partners shown on /sponsors (the spec leaves their content out: local firms a town would thank). */
export function sampleSponsors({ townName, slug }: TownConfig): SampleSponsor[] {
  return [
    {
      name: 'Chantier naval du Ponant',
      description: `Construction et entretien de bateaux de pêche et de plaisance sur le port de ${townName} depuis 1952. Partenaire de la fête de la mer.`,
      websiteUrl: `https://www.chantier-ponant-${slug}.fr`,
      logo: { hue: 205, pattern: 'boat' },
    },
    {
      name: 'Crédit Maritime du Littoral',
      description: 'La banque des gens de mer soutient les associations sportives et la course de voile des écoles.',
      websiteUrl: `https://www.credit-maritime-littoral.fr`,
      logo: { hue: 190, pattern: 'waves' },
    },
    {
      name: 'Conserverie des Quais',
      description: `Sardines et maquereaux travaillés à la main à ${townName}. Offre le goûter du marché de Noël.`,
      websiteUrl: `https://www.conserverie-des-quais.fr`,
      logo: { hue: 30, pattern: 'sun' },
    },
    {
      name: 'Office de Tourisme',
      description: `Accueil des visiteurs, billetterie des animations d’été et plans de ${townName} et de ses environs.`,
      websiteUrl: `https://www.tourisme-${slug}.fr`,
      logo: { hue: 160, pattern: 'plain' },
    },
  ];
}

/** Seeds the sponsors once: when admins have any sponsor, their list stands. Logos are real uploads. */
export async function seedSponsors(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from sponsors limit 1');
  if (rowCount) return;
  const adminEmail = DEMO_USERS.find((u) => u.role === 'admin')!.email;
  const adminId = await userIdByEmail(app.pool, adminEmail);
  if (!adminId) return;
  const samples = sampleSponsors(app.town);
  const logos = await Promise.all(
    samples.map((s) => seedImage(app, adminId, 'promotion', { ...s.logo, width: 480, height: 320 })),
  );
  try {
    // Parsed like an admin's input, so a sample that drifts from the contract fails here.
    const inputs = samples.map((sample, i) =>
      SponsorInput.parse({
        name: sample.name,
        description: sample.description,
        websiteUrl: sample.websiteUrl,
        imageUrl: logos[i]!.url,
        position: i,
      }),
    );
    await app.pool.query(
      `insert into sponsors (name, description, image_url, website_url, position, active, updated_by)
       select name, description, image_url, website_url, position, active, $7
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::boolean[])
         as s(name, description, image_url, website_url, position, active)`,
      [
        inputs.map((input) => input.name),
        inputs.map((input) => input.description),
        inputs.map((input) => input.imageUrl || null),
        inputs.map((input) => input.websiteUrl || null),
        inputs.map((input) => input.position),
        inputs.map((input) => input.active),
        adminId,
      ],
    );
  } catch (error) {
    await Promise.all(logos.map((logo) => app.uploads.remove(logo.id)));
    throw error;
  }
}
