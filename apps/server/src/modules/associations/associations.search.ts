import type { SearchPart } from '../../lib/app-module.ts';
import { BY_TITLE, SEARCH_EXCERPT, byName } from '../search/index.ts';

/** Associations by name, category or description. */
export const associationsSearch: SearchPart = {
  kind: 'associations',
  document: {
    from: 'associations a',
    id: 'a.id',
    name: 'a.name',
    text: `a.category || ' ' || a.description`,
    title: 'a.name',
  },
  order: byName,
  walk: BY_TITLE,
  show: {
    from: 'associations a',
    columns: () => `a.id, a.name, a.category, left(a.description, ${SEARCH_EXCERPT}) as description`,
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    description: r.description as string,
  }),
};
