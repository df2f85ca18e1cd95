import { Building2, Store } from 'lucide-react';
import { paths } from '@/config/paths';
import { countOf, detailLine } from '@/lib/format';
import { DetailLine } from '@/components/item-details';
import type { FeatureParts } from '@/lib/web-feature';

/** What the business-pages feature shows in other features' screens: its hub tile, its search section, how its notifications are shown and how its saved items are shown. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Pages professionnelles',
      description: 'Les pages des commerces locaux',
      to: paths.business,
      icon: Building2,
    },
  ],
  search: [
    {
      kind: 'businessPages',
      title: 'Pages professionnelles',
      rows: {
        icon: Store,
        of: (found) =>
          found.map((p) => ({
            id: p.id,
            to: paths.businessPage(p.id),
            label: p.name,
            detail: detailLine(p.category, countOf(p.followersCount, 'abonné', 'abonnés')),
          })),
      },
    },
  ],
  notifications: {
    page_message: { icon: Store },
    page_reply: { icon: Store },
    page_followed: { icon: Store },
  },
  saved: [
    {
      kind: 'business-page',
      label: 'Page professionnelle',
      icon: Building2,
      target: (item) => ({
        id: item.businessPage.id,
        title: item.businessPage.name,
        path: paths.businessPage(item.businessPage.id),
      }),
      picture: (item) => item.businessPage.coverUrl,
      Details: ({ item }) =>
        item.businessPage.category ? <DetailLine>{item.businessPage.category}</DetailLine> : null,
    },
  ],
};
