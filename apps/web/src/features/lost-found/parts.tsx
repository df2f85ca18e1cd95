import { KeyRound } from 'lucide-react';
import { DetailLine, StatusBadge } from '@/components/item-details';
import { lostFoundPaths } from './paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';
import { foundOnText, RETURNED_LABEL } from './lib/found-on';

/** What « Objets trouvés » shows in other features' screens: its hub tile, search section, saved card and notification. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Objets trouvés',
      description: 'Ce que la mairie a trouvé, à réclamer',
      to: lostFoundPaths.lostFound,
      icon: KeyRound,
    },
  ],
  search: [
    {
      kind: 'lostFound',
      title: 'Objets trouvés',
      rows: {
        icon: KeyRound,
        of: (found) =>
          found.map((o) => ({
            id: o.id,
            to: lostFoundPaths.lostFoundObject(o.id),
            label: o.title,
            detail: detailLine(o.returned && RETURNED_LABEL, foundOnText(o.foundOn), o.foundPlace),
          })),
      },
    },
  ],
  saved: [
    {
      kind: 'lost-found',
      label: 'Objet trouvé',
      icon: KeyRound,
      target: (item) => ({
        id: item.lostFound.id,
        title: item.lostFound.title,
        path: lostFoundPaths.lostFoundObject(item.lostFound.id),
      }),
      picture: (item) => item.lostFound.imageUrl,
      Details: ({ item }) => (
        <DetailLine>
          <span>{detailLine(foundOnText(item.lostFound.foundOn), item.lostFound.foundPlace)}</span>
          {item.lostFound.returned && <StatusBadge>{RETURNED_LABEL}</StatusBadge>}
        </DetailLine>
      ),
    },
  ],
  notifications: {
    lost_found_claim_accepted: { icon: KeyRound, from: 'townHall' },
  },
};
