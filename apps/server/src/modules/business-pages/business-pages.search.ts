import type { SearchPart } from '../../lib/app-module.ts';
import { notHidden } from '../../db/visibility.ts';
import { byName, frenchVector, SEARCH_EXCERPT } from '../search/index.ts';

/** A page's searched text: the expression of its GIN index (business-pages.schema.ts). */
export const BUSINESS_PAGE_SEARCH_VECTOR = frenchVector(
  `bp.name || ' ' || coalesce(bp.category, '') || ' ' || coalesce(bp.description, '')`,
);

/** Business pages by name, category or description. */
export const businessPagesSearch: SearchPart = {
  kind: 'businessPages',
  query: (on) => `select bp.id, bp.name, bp.category, left(bp.description, ${SEARCH_EXCERPT}) as description,
      bp.cover_url, bp.followers_count
    from business_pages bp
    where ${BUSINESS_PAGE_SEARCH_VECTOR} @@ ${on.words} and ${notHidden('businessPage', 'bp', on.hidden)}
    order by ${byName('bp.name', 'bp.id', on)}
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string | null,
    description: r.description as string | null,
    coverUrl: r.cover_url as string | null,
    followersCount: r.followers_count as number,
  }),
};
