import type { SuggestionStatus } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { NEWEST } from '../search/index.ts';

/** Ideas of the idea box by title or description: titles starting with the query first, then the most voted. */
export const suggestionsSearch: SearchPart = {
  kind: 'suggestions',
  document: {
    from: 'suggestions s',
    id: 's.id',
    name: 's.title',
    text: 's.description',
    title: 's.title',
    at: 's.created_at',
    score: 's.votes_count',
  },
  order: (on) => `${on.startsWith('d.title_key')} desc, d.score desc, d.at desc, d.row_id`,
  walk: NEWEST,
  show: { from: 'suggestions s', columns: () => 's.id, s.title, s.status, s.votes_count' },
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    status: r.status as SuggestionStatus,
    votesCount: r.votes_count as number,
  }),
};
