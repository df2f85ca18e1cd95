import { ShieldCheck, Siren } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the neighbour-reports feature shows in other features' screens: its hub tile and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Voisins Vigilants',
      description: 'Signalements du quartier',
      to: paths.neighborsWatch,
      icon: ShieldCheck,
    },
  ],
  notifications: {
    neighbour_report_status: { icon: Siren },
  },
};
