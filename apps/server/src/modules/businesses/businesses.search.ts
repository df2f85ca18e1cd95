import type { SearchPart } from '../../lib/app-module.ts';
import { notHidden } from '../../db/visibility.ts';
import { byName, frenchVector } from '../search/index.ts';

/** A local business's searched text: the expression of its GIN index (businesses.schema.ts). */
export const BUSINESS_SEARCH_VECTOR = frenchVector(
  `b.business_name || ' ' || b.category || ' ' || coalesce(b.description, '')`,
);

/** Local businesses (Entreprises Locales) by name, category or description. */
export const businessesSearch: SearchPart = {
  kind: 'businesses',
  query: (on) => `select b.id, b.business_name as name, b.category, b.address, b.is_verified, b.logo_url
    from businesses b
    where ${BUSINESS_SEARCH_VECTOR} @@ ${on.words} and ${notHidden('business', 'b', on.hidden)}
    order by ${byName('b.business_name', 'b.id', on)}
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    address: r.address as string | null,
    isVerified: r.is_verified as boolean,
    logoUrl: r.logo_url as string | null,
  }),
};
