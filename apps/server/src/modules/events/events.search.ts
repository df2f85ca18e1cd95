import type { EventCategory } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { AROUND_NOW } from '../search/index.ts';
import { isoTimestamp } from '../../db/sql.ts';

/**
 * Events by title, description or place: those still to come first, then the others, each the
 * nearest to today first; a cancelled one is found, marked (its page says so too). A hidden one by
 * its organiser and the moderators only.
 */
export const eventsSearch: SearchPart = {
  kind: 'events',
  document: {
    from: 'events e',
    id: 'e.id',
    name: 'e.title',
    text: `e.description || ' ' || e.location`,
    at: 'e.starts_at',
    state: `case when e.cancelled_at is not null then 'cancelled' end`,
    hidden: [{ when: 'e.hidden_at is not null', owner: 'e.organizer_id' }],
  },
  order: () => `(d.state is null and d.at > now()) desc, abs(extract(epoch from d.at - now())), d.row_id`,
  walk: AROUND_NOW,
  show: {
    from: 'events e',
    columns: () => `e.id, e.title, ${isoTimestamp('e.starts_at')} as starts_at, e.location, e.category,
      e.cancelled_at is not null as cancelled`,
  },
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    startsAt: r.starts_at as string,
    location: r.location as string,
    category: r.category as EventCategory,
    cancelled: r.cancelled as boolean,
  }),
};
