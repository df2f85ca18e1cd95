import { HandHeart, Handshake } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the associations feature shows in other features' screens: its hub tile and its search section. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Associations', description: 'La vie associative', to: paths.associations, icon: Handshake }],
  search: [
    {
      kind: 'associations',
      title: 'Associations',
      rows: {
        icon: HandHeart,
        // An association leads to its card on the associations screen.
        of: (found) =>
          found.map((a) => ({
            id: a.id,
            to: `${paths.associations}#association-${a.id}`,
            label: a.name,
            detail: detailLine(a.category),
          })),
      },
    },
  ],
};
