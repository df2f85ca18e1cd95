import type { AnnouncementCategory } from '@portmarin/shared';
import { isoTimestamp } from '../../db/sql.ts';
import type { SearchPart } from '../../lib/app-module.ts';
import { frenchVector } from '../search/index.ts';

/** Its searched text: the expression of its GIN index (the schema file). */
export const ANNOUNCEMENT_SEARCH_VECTOR = frenchVector(`a.title || ' ' || a.text || ' ' || a.location`);

/** 0: valid now, 1: to come, 2: ended; the order of the results. */
const TIER = `case when a.starts_at > now() then 1 when a.ends_at <= now() then 2 else 0 end`;

/**
 * The town hall's announcements by title, text or place, for everyone (they are public): those
 * valid now first (an Alerte first among them), then those to come, then ended ones, each the
 * nearest to now first. A withdrawn one is never found, not even by the mairie.
 */
export const announcementsSearch: SearchPart = {
  kind: 'announcements',
  query: (on) => `select a.id, a.title, a.category, a.location,
      (array['current', 'upcoming', 'ended'])[${TIER} + 1] as status,
      ${isoTimestamp('a.starts_at')} as starts_at, ${isoTimestamp('a.ends_at')} as ends_at
    from announcements a
    where ${ANNOUNCEMENT_SEARCH_VECTOR} @@ ${on.words} and a.withdrawn_at is null
    order by ${TIER}, (a.category = 'Alerte') desc,
      abs(extract(epoch from (case when a.ends_at <= now() then a.ends_at else a.starts_at end) - now())), a.id
    ${on.page}`,
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
