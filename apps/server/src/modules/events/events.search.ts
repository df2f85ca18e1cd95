import type { EventCategory } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { isoTimestamp } from '../../db/sql.ts';
import { notHidden } from '../../db/visibility.ts';
import { frenchVector } from '../search/index.ts';

/** Its searched text: the expression of its GIN index (the schema file). */
export const EVENT_SEARCH_VECTOR = frenchVector(`e.title || ' ' || e.description || ' ' || e.location`);

/**
 * Events by title, description or place: those still to come first, then the others, each the
 * nearest to today first; a cancelled one is found, marked (its page says so too).
 */
export const eventsSearch: SearchPart = {
  kind: 'events',
  query: (on) => `select e.id, e.title, ${isoTimestamp('e.starts_at')} as starts_at, e.location, e.category,
      e.cancelled_at is not null as cancelled
    from events e
    where ${EVENT_SEARCH_VECTOR} @@ ${on.words} and ${notHidden('event', 'e', on.hidden)}
    order by (e.cancelled_at is null and e.starts_at > now()) desc,
      abs(extract(epoch from e.starts_at - now())), e.id
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    startsAt: r.starts_at as string,
    location: r.location as string,
    category: r.category as EventCategory,
    cancelled: r.cancelled as boolean,
  }),
};
