import type { EventCategory } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { everyUserId } from '../../lib/seed-people.ts';

type SampleEvent = {
  title: string;
  description: string;
  category: EventCategory;
  location: string;
  /** Days from the seeding day, and the local start time (Europe/Paris). */
  inDays: number;
  time: string;
  capacity: number | null;
  forMeetingPeople: boolean;
  /** Username of the seeded resident who organises it. */
  organizer: string;
  /** Usernames of the seeded residents who joined it. */
  participants: string[];
  image: SeedImageOptions;
};

/** Port-Marin's coming events, one or more per category (spec 2: Musique, Tech, Sport, Culture). */
export const SAMPLE_EVENTS: SampleEvent[] = [
  {
    title: 'Fest-noz sur le port',
    description: 'Musique bretonne et danses en plein air sur le quai des Pêcheurs, crêpes et cidre sur place.',
    category: 'Musique',
    location: 'Quai des Pêcheurs',
    inDays: 6,
    time: '20:30',
    capacity: null,
    forMeetingPeople: true,
    organizer: 'marie.legoff',
    participants: ['yann_kerbrat', 'gwen.riou', 'loic.lefloch'],
    image: { hue: 280, pattern: 'sun' },
  },
  {
    title: 'Atelier numérique : bien utiliser son smartphone',
    description: 'Une matinée pour apprendre à envoyer des photos, faire un appel vidéo et se protéger des arnaques.',
    category: 'Tech',
    location: 'Médiathèque de Port-Marin',
    inDays: 9,
    time: '10:00',
    capacity: 12,
    forMeetingPeople: false,
    organizer: 'erwan_kerjean',
    participants: ['marie.legoff'],
    image: { hue: 200, pattern: 'plain' },
  },
  {
    title: 'Régate des Vieux Gréements',
    description:
      'Départ devant la digue, arrivée au port de plaisance. Venez encourager les équipages depuis la jetée.',
    category: 'Sport',
    location: 'Port de plaisance',
    inDays: 13,
    time: '14:00',
    capacity: null,
    forMeetingPeople: false,
    organizer: 'loic.lefloch',
    participants: ['erwan_kerjean', 'yann_kerbrat'],
    image: { hue: 190, pattern: 'boat' },
  },
  {
    title: 'Course de la Grande Plage',
    description: 'Une boucle de 8 km sur le sable et le sentier côtier, tous niveaux, suivie d’un pique-nique.',
    category: 'Sport',
    location: 'Grande Plage, poste de secours',
    inDays: 17,
    time: '09:30',
    capacity: 40,
    forMeetingPeople: true,
    organizer: 'yann_kerbrat',
    participants: ['gwen.riou'],
    image: { hue: 30, pattern: 'waves' },
  },
  {
    title: 'Exposition « Les phares de Bretagne »',
    description: 'Photographies et maquettes des phares de la côte, présentées par l’association du patrimoine.',
    category: 'Culture',
    location: 'Salle des fêtes, place de la Mairie',
    inDays: 21,
    time: '15:00',
    capacity: null,
    forMeetingPeople: false,
    organizer: 'gwen.riou',
    participants: ['marie.legoff', 'loic.lefloch'],
    image: { hue: 220, pattern: 'sun' },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the sample events so that each one is always there and upcoming: a sample with an upcoming
 * copy is left alone (with its RSVPs and edits, even cancelled or hidden by a moderator); one missing
 * or past is added again, dated from today. Nothing happens when the seeded residents are missing.
 */
export async function seedEvents(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set(SAMPLE_EVENTS.flatMap((e) => [e.organizer, ...e.participants]))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: upcoming } = await app.pool.query<{ title: string }>(
    'select distinct title from events where title = any($1::text[]) and starts_at > now()',
    [SAMPLE_EVENTS.map((e) => e.title)],
  );
  const present = new Set(upcoming.map((r) => r.title));
  const missing = SAMPLE_EVENTS.filter((e) => !present.has(e.title));
  if (missing.length === 0) return;

  // Pictures first: the upload store writes files and rows of its own.
  const images = await Promise.all(missing.map((e) => seedImage(app, idOf.get(e.organizer)!, 'post', e.image)));
  const today = new Date(Date.now()).toISOString().slice(0, 10);
  await inTransaction(app.pool, async (client) => {
    for (const [i, sample] of missing.entries()) {
      const day = new Date(Date.parse(today) + sample.inDays * DAY_MS).toISOString().slice(0, 10);
      const { rows } = await client.query<{ id: string }>(
        `insert into events (title, description, starts_at, location, category, image_upload_id, image_url, capacity,
           attendees_count, for_meeting_people, organizer_id)
         values ($1, $2, ($3::date + $4::time) at time zone 'Europe/Paris', $5, $6, $7, $8, $9, $10, $11, $12)
         returning id`,
        [
          sample.title,
          sample.description,
          day,
          sample.time,
          sample.location,
          sample.category,
          images[i]!.id,
          images[i]!.url,
          sample.capacity,
          sample.participants.length,
          sample.forMeetingPeople,
          idOf.get(sample.organizer),
        ],
      );
      await client.query('insert into event_participants (event_id, user_id) select $1, unnest($2::text[])', [
        rows[0]!.id,
        sample.participants.map((username) => idOf.get(username)),
      ]);
    }
  });
}
