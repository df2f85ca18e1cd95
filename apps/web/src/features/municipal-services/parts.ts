import { Landmark } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the municipal-services feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Services Municipaux',
      description: 'Démarches et contacts de la mairie',
      to: paths.municipalServices,
      icon: Landmark,
    },
  ],
};
