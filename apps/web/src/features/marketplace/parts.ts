import { formatListingPrice } from '@portmarin/shared';
import { ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the marketplace feature shows in other features' screens: its hub tile and its search section. */
export const parts: FeatureParts = {
  hub: () => [
    { label: 'Marketplace', description: 'Acheter, vendre, louer', to: paths.marketplace, icon: ShoppingBag },
  ],
  search: [
    {
      kind: 'listings',
      title: 'Marketplace',
      rows: {
        icon: ShoppingBag,
        of: (found) =>
          found.map((l) => ({
            id: l.id,
            to: paths.listing(l.id),
            label: l.title,
            detail: detailLine(l.sold && 'Vendu', formatListingPrice(l.priceCents, l.pricePeriod), l.location),
          })),
      },
    },
  ],
};
