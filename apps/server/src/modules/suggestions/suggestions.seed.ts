import type { SuggestionCategory, SuggestionStatus } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type SampleSuggestion = {
  title: string;
  description: string;
  category: SuggestionCategory;
  status: SuggestionStatus;
  /** Username of the seeded resident who wrote it. */
  author: string;
  /** Usernames of the seeded residents who voted for it. */
  voters: string[];
  ageDays: number;
};

/** Port-Marin's idea box: what its residents would ask of the app (votes from seeded residents only). */
export const SAMPLE_SUGGESTIONS: SampleSuggestion[] = [
  {
    title: 'Horaires des marées sur l’accueil',
    description:
      'Afficher les heures de pleine et basse mer du jour en haut du fil, pour les pêcheurs à pied et les plaisanciers.',
    category: 'fonctionnalite',
    status: 'planifie',
    author: 'loic.lefloch',
    voters: ['marie.legoff', 'yann_kerbrat', 'gwen.riou', 'erwan_kerjean'],
    ageDays: 21,
  },
  {
    title: 'Covoiturage vers le marché du samedi',
    description: 'Un espace pour proposer ou demander une place en voiture vers le marché de la place du Port.',
    category: 'fonctionnalite',
    status: 'en_cours',
    author: 'gwen.riou',
    voters: ['marie.legoff', 'loic.lefloch', 'erwan_kerjean'],
    ageDays: 14,
  },
  {
    title: 'Mode sombre plus contrasté',
    description: 'Le soir sur le quai, certains textes gris sont difficiles à lire : un contraste plus fort aiderait.',
    category: 'interface',
    status: 'en_etude',
    author: 'yann_kerbrat',
    voters: ['gwen.riou', 'loic.lefloch'],
    ageDays: 9,
  },
  {
    title: 'Agenda des animations de l’été',
    description: 'Regrouper les concerts, fest-noz et régates de juillet et août dans un seul calendrier.',
    category: 'contenu',
    status: 'nouveau',
    author: 'marie.legoff',
    voters: ['erwan_kerjean'],
    ageDays: 4,
  },
  {
    title: 'Photos plus rapides en 4G',
    description: 'Sur la digue, le réseau est faible : charger d’abord des photos légères puis la version complète.',
    category: 'performance',
    status: 'nouveau',
    author: 'erwan_kerjean',
    voters: [],
    ageDays: 2,
  },
];

/**
 * Loads the sample ideas once: nothing happens when any of them exists already (a moderator's
 * status changes survive restarts), nor when the seeded residents are missing.
 */
export async function seedSuggestions(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set(SAMPLE_SUGGESTIONS.flatMap((s) => [s.author, ...s.voters]))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: existing } = await app.pool.query('select 1 from suggestions where title = any($1::text[]) limit 1', [
    SAMPLE_SUGGESTIONS.map((s) => s.title),
  ]);
  if (existing.length > 0) return;

  const now = Date.now();
  await inTransaction(app.pool, async (client) => {
    for (const sample of SAMPLE_SUGGESTIONS) {
      const at = new Date(now - sample.ageDays * DAY_MS);
      const { rows } = await client.query<{ id: string }>(
        `insert into suggestions (user_id, title, description, category, status, votes_count, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
        [
          idOf.get(sample.author),
          sample.title,
          sample.description,
          sample.category,
          sample.status,
          sample.voters.length,
          at,
        ],
      );
      for (const voter of sample.voters) {
        await client.query('insert into suggestion_votes (suggestion_id, user_id, created_at) values ($1, $2, $3)', [
          rows[0]!.id,
          idOf.get(voter),
          at,
        ]);
      }
    }
  });
}
