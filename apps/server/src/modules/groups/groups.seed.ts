import type { GroupCategory } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const HOUR_MS = 60 * 60 * 1000;

type SampleGroup = {
  name: string;
  description: string;
  category: GroupCategory;
  isPrivate: boolean;
  /** Usernames of seeded residents: the first one is the group's admin. */
  members: string[];
  posts: Array<{ author: string; content: string; ageHours: number }>;
};

/** Port-Marin's groups: four public ones and a private one, run by the seeded residents. */
export const SAMPLE_GROUPS: SampleGroup[] = [
  {
    name: 'Randonneurs du littoral',
    description: 'Sorties à pied sur le sentier côtier, de la pointe du phare aux criques du sud. Tous niveaux.',
    category: 'Sport',
    isPrivate: false,
    members: ['yann_kerbrat', 'marie.legoff', 'loic.lefloch', 'gwen.riou'],
    posts: [
      {
        author: 'yann_kerbrat',
        content: 'Sortie dimanche 9 h au parking du phare : 12 km, retour par la plage des Sables Blancs.',
        ageHours: 3,
      },
      { author: 'gwen.riou', content: 'Attention, le passage de la crique est glissant à marée haute.', ageHours: 20 },
    ],
  },
  {
    name: 'Cuisine de la mer',
    description: 'Recettes de poissons et de coquillages du port, et bonnes adresses de la criée.',
    category: 'Cuisine',
    isPrivate: false,
    members: ['marie.legoff', 'erwan_kerjean', 'yann_kerbrat'],
    posts: [
      {
        author: 'marie.legoff',
        content: 'Ma cotriade du vendredi : la recette est en commentaire, venez partager les vôtres !',
        ageHours: 6,
      },
    ],
  },
  {
    name: 'Musiciens de Port-Marin',
    description: 'Pour jouer ensemble, préparer la fête de la musique et trouver une salle de répétition.',
    category: 'Musique',
    isPrivate: false,
    members: ['erwan_kerjean', 'loic.lefloch'],
    posts: [
      { author: 'erwan_kerjean', content: 'Bœuf au café du port jeudi soir, amenez vos instruments.', ageHours: 30 },
    ],
  },
  {
    name: 'Parents de l’école du Port',
    description: 'Covoiturage, sorties scolaires et entraide entre parents.',
    category: 'Education',
    isPrivate: false,
    members: ['gwen.riou', 'marie.legoff'],
    posts: [],
  },
  {
    name: 'Plaisanciers du bassin Nord',
    description: 'Groupe privé des propriétaires de bateaux du bassin Nord : pontons, entretien, météo marine.',
    category: 'Autre',
    isPrivate: true,
    members: ['loic.lefloch', 'yann_kerbrat'],
    posts: [
      {
        author: 'loic.lefloch',
        content: 'Le ponton C sera fermé lundi pour entretien, pensez à déplacer vos annexes.',
        ageHours: 10,
      },
    ],
  },
];

/**
 * Loads the sample groups once: nothing happens when any of them exists already (so a resident's
 * changes survive restarts), nor when the seeded residents are missing.
 */
export async function seedGroups(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set(SAMPLE_GROUPS.flatMap((g) => g.members))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: existing } = await app.pool.query('select 1 from groups where name = any($1::text[]) limit 1', [
    SAMPLE_GROUPS.map((g) => g.name),
  ]);
  if (existing.length > 0) return;

  const now = Date.now();
  await inTransaction(app.pool, async (client) => {
    for (const [i, sample] of SAMPLE_GROUPS.entries()) {
      const createdAt = new Date(now - (10 + i) * 24 * HOUR_MS);
      const { rows } = await client.query<{ id: string }>(
        `insert into groups (name, description, category, is_private, created_by, members_count, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
        [
          sample.name,
          sample.description,
          sample.category,
          sample.isPrivate,
          idOf.get(sample.members[0]!),
          sample.members.length,
          createdAt,
        ],
      );
      const groupId = rows[0]!.id;
      await client.query(
        `insert into group_members (group_id, user_id, role, created_at)
         select $1, * from unnest($2::text[], $3::text[], $4::timestamptz[])`,
        [
          groupId,
          sample.members.map((username) => idOf.get(username)),
          sample.members.map((_, j) => (j === 0 ? 'admin' : 'member')),
          sample.members.map((_, j) => new Date(createdAt.getTime() + j * HOUR_MS)),
        ],
      );
      const postedAt = sample.posts.map((post) => new Date(now - post.ageHours * HOUR_MS));
      await client.query(
        `insert into posts (user_id, content, group_id, created_at, updated_at)
         select user_id, content, $1, created_at, created_at
         from unnest($2::text[], $3::text[], $4::timestamptz[]) as p(user_id, content, created_at)`,
        [
          groupId,
          sample.posts.map((post) => idOf.get(post.author)),
          sample.posts.map((post) => post.content),
          postedAt,
        ],
      );
    }
  });
}
