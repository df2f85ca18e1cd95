import type { SuggestionStatus } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { frenchVector } from '../search/index.ts';

/** Its searched text: the expression of its GIN index (the schema file). */
export const SUGGESTION_SEARCH_VECTOR = frenchVector(`s.title || ' ' || s.description`);

/** Ideas of the idea box by title or description: titles starting with the query first, then the most voted. */
export const suggestionsSearch: SearchPart = {
  kind: 'suggestions',
  query: (on) => `select s.id, s.title, s.status, s.votes_count
    from suggestions s
    where ${SUGGESTION_SEARCH_VECTOR} @@ ${on.words}
    order by public.immutable_unaccent(lower(s.title)) like public.immutable_unaccent(${on.startsWith}) desc,
      s.votes_count desc, s.created_at desc, s.id
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    status: r.status as SuggestionStatus,
    votesCount: r.votes_count as number,
  }),
};
