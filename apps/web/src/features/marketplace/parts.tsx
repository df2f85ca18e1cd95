import { formatListingPrice } from '@portmarin/shared';
import { ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import { DetailLine, StatusBadge } from '@/components/item-details';
import type { FeatureParts } from '@/lib/web-feature';

/** What the marketplace feature shows in other features' screens: its hub tile, its search section and how its saved items are shown. */
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
  saved: [
    {
      kind: 'listing',
      label: 'Annonce',
      icon: ShoppingBag,
      target: (item) => ({ id: item.listing.id, title: item.listing.title, path: paths.listing(item.listing.id) }),
      picture: (item) => item.listing.imageUrl,
      Details: ({ item }) => (
        <DetailLine>
          <span className="font-semibold text-foreground">
            {formatListingPrice(item.listing.priceCents, item.listing.pricePeriod)}
          </span>
          {item.listing.status === 'sold' && <StatusBadge>Vendu</StatusBadge>}
          {item.listing.status === 'inactive' && <StatusBadge>Indisponible</StatusBadge>}
        </DetailLine>
      ),
    },
  ],
};
