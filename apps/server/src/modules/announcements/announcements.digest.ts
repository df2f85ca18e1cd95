import type { DigestSection } from '../../lib/app-module.ts';

const MAX_LINES = 10;

/** The town hall's announcements that began during the period, still standing, the resident has not opened. */
export const announcementsDigest: DigestSection = {
  title: 'Annonces de la mairie',
  async lines(sql, resident, period) {
    const { rows } = await sql.query<{ id: string; category: string; title: string }>(
      `select a.id, a.category, a.title from announcements a
       where a.withdrawn_at is null and a.starts_at > $2 and a.starts_at <= $3 and a.ends_at > $3
         and not exists (select 1 from announcement_opens o where o.announcement_id = a.id and o.user_id = $1)
       order by (a.category = 'Alerte') desc, a.starts_at desc limit ${MAX_LINES}`,
      [resident.id, period.since, period.until],
    );
    return rows.map((r) => ({ text: `${r.category} — ${r.title}`, path: `/annonces/${r.id}` }));
  },
};
