import type { SearchPart } from '../../lib/app-module.ts';
import { isoTimestamp } from '../../db/sql.ts';
import { frenchVector } from '../search/index.ts';

/** Its searched text: the expression of its GIN index (the schema file). */
export const REFERENDUM_SEARCH_VECTOR = frenchVector(`r.title || ' ' || r.question || ' ' || r.description`);

/**
 * Published referendums by title, question or description: those open to the vote first (the
 * soonest to end first), then the closed ones, latest first. Proposals waiting for the
 * moderators are not referendums yet and are not searched.
 */
export const referendumsSearch: SearchPart = {
  kind: 'referendums',
  query: (on) => `select r.id, r.title, r.question, ${isoTimestamp('r.ends_at')} as ends_at,
      not (r.closed_at is null and r.ends_at > now()) as closed
    from referendums r
    where ${REFERENDUM_SEARCH_VECTOR} @@ ${on.words}
    order by (r.closed_at is null and r.ends_at > now()) desc,
      case when r.closed_at is null and r.ends_at > now() then r.ends_at end asc,
      r.ends_at desc, r.id
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    question: r.question as string,
    endsAt: r.ends_at as string,
    closed: r.closed as boolean,
  }),
};
