import { AnnouncementInput, type AnnouncementCategory, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { TOWN_TIME_ZONE, townLocalTime } from '../../lib/town-time.ts';
import { TOWN_HALL_ACCOUNT } from '../auth/index.ts';
import { userIdByEmail } from '../../lib/seed-people.ts';

type SampleAnnouncement = {
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  /** Hours from the seeding moment: when it starts and ends. */
  startsInHours: number;
  endsInHours: number;
};

/** The town hall's notices a resident reads in a week (the spec's tone: short, practical, French). */
export function sampleAnnouncements({ townName }: TownConfig): SampleAnnouncement[] {
  return [
    {
      category: 'Coupure',
      title: 'Coupure d’eau rue du Port',
      text: `Pour le remplacement d’une canalisation, l’eau sera coupée rue du Port et quai des Pêcheurs. Pensez à faire des réserves ; un point d’eau sera installé devant la mairie de ${townName}.`,
      location: 'Rue du Port',
      startsInHours: -2,
      endsInHours: 30,
    },
    {
      category: 'Travaux',
      title: 'Réfection de la chaussée avenue de la Plage',
      text: 'La chaussée sera refaite entre le rond-point du Phare et la plage. Circulation alternée par feux ; le stationnement est interdit sur la zone des travaux.',
      location: 'Avenue de la Plage',
      startsInHours: 48,
      endsInHours: 48 + 24 * 5,
    },
  ];
}

/**
 * Seeds the town hall's announcements once (none yet), signed by the demo mairie account, without
 * pushing them: nobody is told about demo data.
 */
export async function seedAnnouncements(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from announcements limit 1');
  if (rowCount) return;
  const mairieId = await userIdByEmail(app.pool, TOWN_HALL_ACCOUNT.email);
  if (!mairieId) return;
  const now = Date.now();
  const hours = (h: number) => new Date(now + h * 3600_000);
  for (const sample of sampleAnnouncements(app.town)) {
    // Parsed like the mairie's input, so a sample that drifts from the contract fails here.
    const input = AnnouncementInput.parse({
      category: sample.category,
      title: sample.title,
      text: sample.text,
      location: sample.location,
      startsAt: townLocalTime(hours(sample.startsInHours)),
      endsAt: townLocalTime(hours(sample.endsInHours)),
    });
    await app.pool.query(
      `insert into announcements (category, title, text, location, starts_at, ends_at, updated_by, push_sent_at)
       values ($1, $2, $3, $4, $5::timestamp at time zone '${TOWN_TIME_ZONE}', $6::timestamp at time zone '${TOWN_TIME_ZONE}', $7, now())`,
      [input.category, input.title, input.text, input.location, input.startsAt, input.endsAt, mairieId],
    );
  }
}
