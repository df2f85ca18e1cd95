import { Siren } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the announcements feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Annonces de la mairie',
      description: 'Alertes, travaux, coupures, circulation',
      to: paths.announcements,
      icon: Siren,
    },
  ],
};
