import type { SearchPart } from '../../lib/app-module.ts';
import { byName, frenchVector, SEARCH_EXCERPT } from '../search/index.ts';

/** An association's searched text: the expression of its GIN index (associations.schema.ts). */
export const ASSOCIATION_SEARCH_VECTOR = frenchVector(`a.name || ' ' || a.category || ' ' || a.description`);

/** Associations by name, category or description. */
export const associationsSearch: SearchPart = {
  kind: 'associations',
  query: (on) => `select a.id, a.name, a.category, left(a.description, ${SEARCH_EXCERPT}) as description
    from associations a
    where ${ASSOCIATION_SEARCH_VECTOR} @@ ${on.words}
    order by ${byName('a.name', 'a.id', on)}
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    description: r.description as string,
  }),
};
