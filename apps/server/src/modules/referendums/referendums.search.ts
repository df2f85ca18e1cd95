import type { SearchPart } from '../../lib/app-module.ts';
import { AROUND_NOW } from '../search/index.ts';
import { isoTimestamp } from '../../db/sql.ts';

/** Open to the vote, over the document (`at` its end, `state` 'closed' once closed early). */
const OPEN = `(d.state is null and d.at > now())`;

/**
 * Published referendums by title, question or description: those open to the vote first (the
 * soonest to end first), then the closed ones, latest first. Proposals waiting for the
 * moderators are not referendums yet (another table) and are not searched.
 */
export const referendumsSearch: SearchPart = {
  kind: 'referendums',
  document: {
    from: 'referendums r',
    id: 'r.id',
    name: 'r.title',
    text: `r.question || ' ' || r.description`,
    at: 'r.ends_at',
    state: `case when r.closed_at is not null then 'closed' end`,
  },
  order: () => `${OPEN} desc, case when ${OPEN} then d.at end asc, d.at desc, d.row_id`,
  walk: AROUND_NOW,
  show: {
    from: 'referendums r',
    columns: () => `r.id, r.title, r.question, ${isoTimestamp('r.ends_at')} as ends_at,
      not (r.closed_at is null and r.ends_at > now()) as closed`,
  },
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    question: r.question as string,
    endsAt: r.ends_at as string,
    closed: r.closed as boolean,
  }),
};
