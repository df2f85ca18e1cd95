import type { ReferendumCategory, ReferendumChoice } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { newReceiptCode, receiptHash } from './receipts.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type SampleReferendum = {
  title: string;
  question: string;
  description: string;
  category: ReferendumCategory;
  /** Days from the seeding to the end date: negative for a referendum already over. */
  endsInDays: number;
  anonymous: boolean;
  allowComments: boolean;
  /** Seeded residents' real ballots (usernames). */
  ballots: Array<[username: string, choice: ReferendumChoice]>;
};

/** Port-Marin's referendums: three open, two over, with the ballots of the seeded residents. */
export const SAMPLE_REFERENDUMS: SampleReferendum[] = [
  {
    title: 'Quai du Port piéton le week-end',
    question: 'Faut-il fermer le quai du Port aux voitures le samedi et le dimanche, de 10 h à 20 h ?',
    description:
      'Les terrasses, le marché du dimanche et les promeneurs occuperaient la chaussée. Les livraisons resteraient possibles avant 10 h et les riverains garderaient leur accès au parking du bassin Nord.',
    category: 'Urbanisme',
    endsInDays: 21,
    anonymous: true,
    allowComments: true,
    ballots: [
      ['marie.legoff', 'pour'],
      ['yann_kerbrat', 'pour'],
      ['loic.lefloch', 'contre'],
      ['gwen.riou', 'pour'],
      ['erwan_kerjean', 'contre'],
    ],
  },
  {
    title: 'Piste cyclable jusqu’à la plage des Sables Blancs',
    question: 'Êtes-vous favorable à une piste cyclable séparée entre le centre-bourg et la plage des Sables Blancs ?',
    description:
      'Un tracé de 2,4 km le long de la route de la Corniche, financé à moitié par le Département. Une file de stationnement serait supprimée avenue de la Mer.',
    category: 'Transport',
    endsInDays: 9,
    anonymous: true,
    allowComments: false,
    ballots: [
      ['yann_kerbrat', 'pour'],
      ['gwen.riou', 'pour'],
      ['erwan_kerjean', 'contre'],
    ],
  },
  {
    title: 'Médiathèque ouverte le dimanche matin',
    question: 'La médiathèque doit-elle ouvrir le dimanche de 10 h à 13 h, en fermant le mardi matin ?',
    description:
      'Une ouverture dominicale à budget constant : les horaires du mardi matin, les moins fréquentés, passeraient au dimanche. Vote nominatif à la demande du conseil des usagers.',
    category: 'Culture',
    endsInDays: 30,
    anonymous: false,
    allowComments: true,
    ballots: [
      ['marie.legoff', 'pour'],
      ['loic.lefloch', 'contre'],
    ],
  },
  {
    title: 'Chiens sur la grande plage en été',
    question: 'Faut-il interdire les chiens sur la grande plage du 1er juin au 15 septembre ?',
    description:
      'L’interdiction s’appliquerait de 9 h à 20 h ; une zone restera ouverte aux chiens tenus en laisse à la crique du Phare.',
    category: 'Environnement',
    endsInDays: -12,
    anonymous: true,
    allowComments: false,
    ballots: [
      ['marie.legoff', 'pour'],
      ['yann_kerbrat', 'pour'],
      ['loic.lefloch', 'pour'],
      ['gwen.riou', 'contre'],
      ['erwan_kerjean', 'pour'],
    ],
  },
  {
    title: 'Budget participatif : rénovation du skatepark',
    question: 'Consacrer 45 000 € du budget participatif à la rénovation du skatepark de la Garenne ?',
    description:
      'Le projet remplace les modules en bois abîmés par une aire en béton et ajoute un éclairage coupé à 22 h. Il était proposé par le conseil municipal des jeunes.',
    category: 'Budget',
    endsInDays: -40,
    anonymous: true,
    allowComments: false,
    ballots: [
      ['yann_kerbrat', 'contre'],
      ['gwen.riou', 'pour'],
      ['erwan_kerjean', 'pour'],
      ['loic.lefloch', 'contre'],
    ],
  },
];

/**
 * Loads the sample referendums once: nothing happens when any of them exists already (votes cast
 * since survive restarts), nor when the seeded residents are missing. Each ballot is a real vote:
 * a voter row, a ballot (without its voter when anonymous) and the counts equal to the ballots.
 * Nobody holds the seeded ballots' receipts.
 */
export async function seedReferendums(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set([...SAMPLE_REFERENDUMS.flatMap((r) => r.ballots.map(([u]) => u)), 'admin'])];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: existing } = await app.pool.query('select 1 from referendums where title = any($1::text[]) limit 1', [
    SAMPLE_REFERENDUMS.map((r) => r.title),
  ]);
  if (existing.length > 0) return;

  const now = Date.now();
  await inTransaction(app.pool, async (client) => {
    for (const sample of SAMPLE_REFERENDUMS) {
      const endsAt = new Date(now + sample.endsInDays * DAY_MS);
      const createdAt = new Date(Math.min(now, endsAt.getTime()) - 20 * DAY_MS);
      const count = (choice: ReferendumChoice) => sample.ballots.filter(([, c]) => c === choice).length;
      const { rows } = await client.query<{ id: string }>(
        `insert into referendums (title, question, description, category, ends_at, anonymous, allow_comments,
           votes_for, votes_against, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
        [
          sample.title,
          sample.question,
          sample.description,
          sample.category,
          endsAt,
          sample.anonymous,
          sample.allowComments,
          count('pour'),
          count('contre'),
          idOf.get('admin'),
          createdAt,
        ],
      );
      const referendumId = rows[0]!.id;
      const voters = sample.ballots.map(([username]) => idOf.get(username)!);
      await client.query(
        `insert into referendum_voters (referendum_id, user_id, created_at)
         select $1, * from unnest($2::text[], $3::timestamptz[])`,
        [referendumId, voters, voters.map((_, i) => new Date(createdAt.getTime() + (i + 1) * DAY_MS))],
      );
      await client.query(
        `insert into referendum_ballots (referendum_id, choice, receipt_hash, user_id)
         select $1, * from unnest($2::text[], $3::text[], $4::text[])`,
        [
          referendumId,
          sample.ballots.map(([, choice]) => choice),
          sample.ballots.map(() => receiptHash(newReceiptCode())),
          voters.map((userId) => (sample.anonymous ? null : userId)),
        ],
      );
    }
  });
}
