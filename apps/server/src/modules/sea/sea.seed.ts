import type { WaterNoticeLevel } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Each beach's bathing-water class of the last season, as the town hall posts it at the start of
 * summer. No flag is seeded: flags say today's conditions, which only a lifeguard knows.
 */
const SEASON_CLASSES: Record<string, { level: WaterNoticeLevel; title: string; body: string }> = {
  'grande-plage': {
    level: 'excellent',
    title: 'Qualité de l’eau : excellente',
    body: 'Classement de la saison dernière d’après les analyses de l’Agence régionale de santé : eau de baignade de qualité excellente.',
  },
  'plage-du-phare': {
    level: 'excellent',
    title: 'Qualité de l’eau : excellente',
    body: 'Classement de la saison dernière d’après les analyses de l’Agence régionale de santé : eau de baignade de qualité excellente.',
  },
  'anse-des-pecheurs': {
    level: 'good',
    title: 'Qualité de l’eau : bonne',
    body: 'Classement de la saison dernière : bonne qualité. Après de fortes pluies, la mairie peut déconseiller la baignade quelques jours ; les avis s’affichent ici.',
  },
};

/** Idempotent: a beach that already has a notice, ended or not, is left alone. */
export async function seedSea(app: FastifyInstance): Promise<void> {
  for (const beach of app.town.beaches) {
    const notice = SEASON_CLASSES[beach.id];
    if (!notice) continue;
    await app.pool.query(
      `insert into beach_water_notices (beach_id, level, title, body)
       select $1, $2, $3, $4 where not exists (select 1 from beach_water_notices where beach_id = $1)`,
      [beach.id, notice.level, notice.title, notice.body],
    );
  }
}
