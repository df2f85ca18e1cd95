import { Megaphone, Siren } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

const STATUS_LABELS = { current: 'En cours', upcoming: 'À venir', ended: 'Terminée' } as const;

/** What the announcements feature shows in other features' screens: its hub tile, its search section and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Annonces de la mairie',
      description: 'Alertes, travaux, coupures, circulation',
      to: paths.announcements,
      icon: Siren,
    },
  ],
  search: [
    {
      kind: 'announcements',
      title: 'Annonces de la mairie',
      rows: {
        icon: Megaphone,
        // The page counts a resident's open once, with where they came from (?source=search).
        of: (found) =>
          found.map((a) => ({
            id: a.id,
            to: `${paths.announcement(a.id)}?source=search`,
            label: a.title,
            detail: detailLine(a.category, STATUS_LABELS[a.status], a.location),
          })),
      },
    },
  ],
  notifications: {
    official_announcement: { icon: Megaphone, from: 'townHall' },
  },
};
