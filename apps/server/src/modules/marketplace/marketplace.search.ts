import type { MarketplaceCategory, PricePeriod } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { notHidden } from '../../db/visibility.ts';
import { frenchVector } from '../search/index.ts';

/** Its searched text: the expression of its GIN index (the schema file). */
export const LISTING_SEARCH_VECTOR = frenchVector(`l.title || ' ' || l.description`);

/**
 * Listings by title or description: those on sale first, then the sold ones (marked), titles
 * starting with the query first, then the newest. A listing its seller took off sale is not found.
 */
export const listingsSearch: SearchPart = {
  kind: 'listings',
  query: (on) => `select l.id, l.title, l.price_cents, l.price_period, l.location, l.category,
      l.status = 'sold' as sold
    from marketplace_listings l
    where ${LISTING_SEARCH_VECTOR} @@ ${on.words} and l.status in ('active', 'sold')
      and ${notHidden('listing', 'l', on.hidden)}
    order by l.status = 'sold',
      public.immutable_unaccent(lower(l.title)) like public.immutable_unaccent(${on.startsWith}) desc,
      l.created_at desc, l.id
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    priceCents: r.price_cents as number,
    pricePeriod: r.price_period as PricePeriod,
    location: r.location as string,
    category: r.category as MarketplaceCategory,
    sold: r.sold as boolean,
  }),
};
