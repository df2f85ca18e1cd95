import type { DigestSection } from '../../lib/app-module.ts';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a digest looks: the next three days daily, the next week weekly. */
const AHEAD_DAYS = { daily: 3, weekly: 7 } as const;
const MAX_LINES = 10;

const WHEN = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TOWN_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** Events the resident takes part in (RSVP) that start in the coming days, cancelled ones aside. */
export const upcomingEventsDigest: DigestSection = {
  title: 'Vos événements à venir',
  async lines(sql, resident, period) {
    const { rows } = await sql.query<{ id: string; title: string; starts_at: Date; location: string }>(
      `select e.id, e.title, e.starts_at, e.location
       from event_participants p join events e on e.id = p.event_id
       where p.user_id = $1 and e.cancelled_at is null and e.hidden_at is null
         and e.starts_at >= $2 and e.starts_at < $3
       order by e.starts_at limit ${MAX_LINES}`,
      [resident.id, period.until, new Date(period.until.getTime() + AHEAD_DAYS[period.frequency] * DAY_MS)],
    );
    return rows.map((r) => ({
      text: `${r.title} — ${WHEN.format(r.starts_at)}, ${r.location}`,
      path: `/event/${r.id}`,
    }));
  },
};
