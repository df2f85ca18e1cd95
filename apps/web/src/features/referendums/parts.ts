import { Vote } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the referendums feature shows in other features' screens: its hub tile, its search section and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Référendums', description: 'Votez sur les projets locaux', to: paths.referendum, icon: Vote }],
  search: [
    {
      kind: 'referendums',
      title: 'Référendums',
      rows: {
        icon: Vote,
        of: (found) =>
          found.map((r) => ({
            id: r.id,
            to: paths.referendumPage(r.id),
            label: r.title,
            detail: detailLine(r.closed ? 'Terminé' : 'Vote en cours', r.question),
          })),
      },
    },
  ],
  notifications: {
    referendum_proposal_published: { icon: Vote },
    referendum_proposal_declined: { icon: Vote },
  },
};
