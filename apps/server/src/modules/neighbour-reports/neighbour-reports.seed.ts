import {
  NEIGHBOUR_REPORT_STATUS_LABELS,
  type NeighbourReportStatus,
  type NeighbourReportType,
} from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { logModeration } from '../../db/moderation-log.ts';
import { inTransaction } from '../../db/sql.ts';
import { everyUserId, userIdByEmail } from '../../lib/seed-people.ts';

const HOUR_MS = 60 * 60 * 1000;

type SampleReport = {
  /** Username of the seeded resident who filed it. */
  reporter: string;
  type: NeighbourReportType;
  title: string;
  content: string;
  location: string;
  position?: { lat: number; long: number };
  ageHours: number;
  /** Status changes after filing, by the seeded moderator, hours after filing. */
  updates: Array<{ status: NeighbourReportStatus; note: string | null; afterHours: number }>;
  /** Usernames of residents who said "Moi aussi". */
  followers: string[];
};

/** Port-Marin's recent reports (spec 2, "Neighbours watch": the list of recent reports). */
export const SAMPLE_REPORTS: SampleReport[] = [
  {
    reporter: 'marie.legoff',
    type: 'stationnement',
    title: 'Voiture garée sur le passage piéton',
    content:
      'Une voiture stationne tous les matins sur le passage piéton devant l’école du Port : les enfants passent sur la route.',
    location: 'Rue de l’École, devant l’école du Port',
    position: { lat: 47.7342, long: -3.3679 },
    ageHours: 5,
    updates: [],
    followers: ['gwen.riou', 'yann_kerbrat'],
  },
  {
    reporter: 'yann_kerbrat',
    type: 'nuisances',
    title: 'Musique forte après minuit',
    content: 'Depuis trois week-ends, de la musique très forte jusqu’à 3 h du matin près du bar de la plage.',
    location: 'Boulevard de la Plage',
    position: { lat: 47.7318, long: -3.3612 },
    ageHours: 30,
    updates: [{ status: 'en_cours', note: 'La police municipale passera vendredi et samedi soir.', afterHours: 6 }],
    followers: ['loic.lefloch', 'marie.legoff', 'erwan_kerjean'],
  },
  {
    reporter: 'gwen.riou',
    type: 'proprete',
    title: 'Dépôt sauvage près des dunes',
    content: 'Des sacs de gravats et un vieux matelas ont été déposés au bout du parking des dunes.',
    location: 'Parking des Dunes',
    position: { lat: 47.7286, long: -3.3731 },
    ageHours: 72,
    updates: [
      { status: 'en_cours', note: 'Enlèvement programmé par les services techniques.', afterHours: 4 },
      { status: 'resolu', note: 'Les déchets ont été enlevés mardi matin.', afterHours: 40 },
    ],
    followers: ['yann_kerbrat'],
  },
  {
    reporter: 'loic.lefloch',
    type: 'eclairage',
    title: 'Lampadaires éteints sur le quai',
    content: 'Trois lampadaires sont éteints sur le quai des Pêcheurs, le passage est très sombre le soir.',
    location: 'Quai des Pêcheurs',
    position: { lat: 47.7331, long: -3.3662 },
    ageHours: 48,
    updates: [{ status: 'en_cours', note: 'Intervention de l’électricien prévue jeudi.', afterHours: 20 }],
    followers: ['marie.legoff', 'gwen.riou'],
  },
  {
    reporter: 'erwan_kerjean',
    type: 'voirie',
    title: 'Nid-de-poule route du Phare',
    content: 'Un trou profond s’est formé dans la chaussée juste après le rond-point, dangereux pour les vélos.',
    location: 'Route du Phare',
    position: { lat: 47.7367, long: -3.3794 },
    ageHours: 10,
    updates: [],
    followers: ['loic.lefloch'],
  },
  {
    reporter: 'marie.legoff',
    type: 'dechets',
    title: 'Conteneur à verre plein',
    content: 'Le conteneur à verre de la place du Marché déborde, des bouteilles sont posées par terre.',
    location: 'Place du Marché',
    position: { lat: 47.7339, long: -3.3655 },
    ageHours: 100,
    updates: [{ status: 'resolu', note: 'Le conteneur a été vidé.', afterHours: 18 }],
    followers: [],
  },
  {
    reporter: 'yann_kerbrat',
    type: 'plage',
    title: 'Verre cassé sur la plage',
    content: 'Des éclats de verre sur le sable près du poste de secours de la Grande Plage.',
    location: 'La Grande Plage, près du poste de secours',
    position: { lat: 47.7312, long: -3.3598 },
    ageHours: 2,
    updates: [],
    followers: ['erwan_kerjean', 'gwen.riou'],
  },
];

const MODERATOR_EMAIL = 'moderation@portmarin.fr';

/**
 * Loads the sample reports once: nothing happens when any of them exists already (so the town's
 * changes survive restarts), nor when the seeded residents are missing.
 */
export async function seedNeighbourReports(app: FastifyInstance): Promise<void> {
  const usernames = [...new Set(SAMPLE_REPORTS.flatMap((r) => [r.reporter, ...r.followers]))];
  const idOf = await everyUserId(app.pool, 'username', usernames);
  if (!idOf) return;
  const { rows: existing } = await app.pool.query(
    'select 1 from neighbour_reports where title = any($1::text[]) limit 1',
    [SAMPLE_REPORTS.map((r) => r.title)],
  );
  if (existing.length > 0) return;
  const moderatorId = (await userIdByEmail(app.pool, MODERATOR_EMAIL)) ?? null;

  const now = Date.now();
  await inTransaction(app.pool, async (client) => {
    for (const sample of SAMPLE_REPORTS) {
      const filedAt = new Date(now - sample.ageHours * HOUR_MS);
      const last = sample.updates.at(-1);
      const lastAt = last ? new Date(filedAt.getTime() + last.afterHours * HOUR_MS) : filedAt;
      const { rows } = await client.query<{ id: string }>(
        `insert into neighbour_reports (user_id, type, title, content, location_text, latitude, longitude, status,
           status_note, resolved_at, followers_count, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          idOf.get(sample.reporter),
          sample.type,
          sample.title,
          sample.content,
          sample.location,
          sample.position?.lat ?? null,
          sample.position?.long ?? null,
          last?.status ?? 'nouveau',
          last?.note ?? null,
          last?.status === 'resolu' ? lastAt : null,
          sample.followers.length,
          filedAt,
          lastAt,
        ],
      );
      const reportId = rows[0]!.id;
      // Filed anonymously (the column's default): the first line names nobody.
      await client.query(
        `insert into neighbour_report_updates (report_id, status, changed_by, created_at) values ($1, 'nouveau', null, $2)`,
        [reportId, filedAt],
      );
      let previous: NeighbourReportStatus = 'nouveau';
      for (const update of sample.updates) {
        await client.query(
          `insert into neighbour_report_updates (report_id, status, note, changed_by, created_at)
           values ($1, $2, $3, $4, $5)`,
          [
            reportId,
            update.status,
            update.note,
            moderatorId,
            new Date(filedAt.getTime() + update.afterHours * HOUR_MS),
          ],
        );
        // The log admins read holds every status change, the sample ones too.
        if (moderatorId) {
          await logModeration(client, {
            moderatorId,
            action: 'neighbour_report.status',
            targetType: 'neighbour_report',
            targetId: reportId,
            targetUserId: idOf.get(sample.reporter),
            reason: update.note ?? `Statut : ${NEIGHBOUR_REPORT_STATUS_LABELS[update.status]}`,
            details: { from: previous, to: update.status },
          });
        }
        previous = update.status;
      }
      for (const [i, username] of sample.followers.entries()) {
        await client.query(
          `insert into neighbour_report_follows (report_id, user_id, created_at) values ($1, $2, $3)`,
          [reportId, idOf.get(username), new Date(filedAt.getTime() + (i + 1) * HOUR_MS)],
        );
      }
    }
  });
}
