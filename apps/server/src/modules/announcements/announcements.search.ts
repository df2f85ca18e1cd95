import type { AnnouncementCategory } from '@portmarin/shared';
import { isoTimestamp } from '../../db/sql.ts';
import type { SearchPart } from '../../lib/app-module.ts';
import { AROUND_NOW } from '../search/index.ts';

/** 0: valid now, 1: to come, 2: ended; the order of the results (over the document: `at` starts, `until` ends). */
const TIER = (starts: string, ends: string) =>
  `case when ${starts} > now() then 1 when ${ends} <= now() then 2 else 0 end`;

/**
 * The town hall's announcements by title, text or place, for everyone (they are public): those
 * valid now first (an Alerte first among them), then those to come, then ended ones, each the
 * nearest to now first. A withdrawn one is never found, not even by the mairie.
 */
export const announcementsSearch: SearchPart = {
  kind: 'announcements',
  document: {
    from: 'announcements a',
    id: 'a.id',
    where: 'a.withdrawn_at is null',
    name: 'a.title',
    text: `a.text || ' ' || a.location`,
    at: 'a.starts_at',
    until: 'a.ends_at',
    state: 'a.category',
  },
  order: () => `${TIER('d.at', 'd.until')}, (d.state = 'Alerte') desc,
      abs(extract(epoch from (case when d.until <= now() then d.until else d.at end) - now())), d.row_id`,
  walk: AROUND_NOW,
  show: {
    from: 'announcements a',
    columns: () => `a.id, a.title, a.category, a.location,
      (array['current', 'upcoming', 'ended'])[${TIER('a.starts_at', 'a.ends_at')} + 1] as status,
      ${isoTimestamp('a.starts_at')} as starts_at, ${isoTimestamp('a.ends_at')} as ends_at`,
  },
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    category: r.category as AnnouncementCategory,
    location: r.location as string,
    status: r.status as 'current' | 'upcoming' | 'ended',
    startsAt: r.starts_at as string,
    endsAt: r.ends_at as string,
  }),
};
