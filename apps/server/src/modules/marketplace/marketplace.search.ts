import type { MarketplaceCategory, PricePeriod } from '@portmarin/shared';
import type { SearchPart } from '../../lib/app-module.ts';
import { NEWEST } from '../search/index.ts';

/**
 * Listings by title or description: those on sale first, then the sold ones (marked), titles
 * starting with the query first, then the newest. A listing its seller took off sale is not found;
 * a hidden one by its seller and the moderators only.
 */
export const listingsSearch: SearchPart = {
  kind: 'listings',
  document: {
    from: 'marketplace_listings l',
    id: 'l.id',
    where: `l.status in ('active', 'sold')`,
    name: 'l.title',
    text: 'l.description',
    title: 'l.title',
    at: 'l.created_at',
    state: 'l.status',
    hidden: [{ when: 'l.hidden_at is not null', owner: 'l.seller_id' }],
  },
  order: (on) => `d.state = 'sold', ${on.startsWith('d.title_key')} desc, d.at desc, d.row_id`,
  walk: NEWEST,
  show: {
    from: 'marketplace_listings l',
    columns: () => `l.id, l.title, l.price_cents, l.price_period, l.location, l.category, l.status = 'sold' as sold`,
  },
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
