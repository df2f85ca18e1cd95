import { SponsorInput, type TownConfig } from '@portmarin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../db/schema/index.ts';
import { sponsors } from './sponsors.schema.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';

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
  const [existing] = await app.db.select({ id: sponsors.id }).from(sponsors).limit(1);
  if (existing) return;
  const adminEmail = DEMO_USERS.find((u) => u.role === 'admin')!.email;
  const [admin] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, adminEmail));
  if (!admin) return;
  const samples = sampleSponsors(app.town);
  const logos = await Promise.all(
    samples.map((s) => seedImage(app, admin.id, 'promotion', { ...s.logo, width: 480, height: 320 })),
  );
  try {
    await app.db.insert(sponsors).values(
      samples.map((sample, i) => {
        // Parsed like an admin's input, so a sample that drifts from the contract fails here.
        const input = SponsorInput.parse({
          name: sample.name,
          description: sample.description,
          websiteUrl: sample.websiteUrl,
          imageUrl: logos[i]!.url,
          position: i,
        });
        return {
          name: input.name,
          description: input.description,
          imageUrl: input.imageUrl || null,
          websiteUrl: input.websiteUrl || null,
          position: input.position,
          active: input.active,
          updatedBy: admin.id,
        };
      }),
    );
  } catch (error) {
    await Promise.all(logos.map((logo) => app.uploads.remove(logo.id)));
    throw error;
  }
}
