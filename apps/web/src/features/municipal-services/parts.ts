import { Landmark } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the municipal-services feature shows in other features' screens: its hub tile and its search section. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Services Municipaux',
      description: 'Démarches et contacts de la mairie',
      to: paths.municipalServices,
      icon: Landmark,
    },
  ],
  search: [
    {
      kind: 'municipalServices',
      title: 'Services municipaux',
      rows: {
        icon: Landmark,
        // A service leads to the services screen, searched for its name.
        of: (found) =>
          found.map((s) => ({
            id: s.id,
            to: `${paths.municipalServices}?q=${encodeURIComponent(s.name)}`,
            label: s.name,
            detail: detailLine(s.isEmergency && "Service d'urgence", s.category, s.phone),
          })),
      },
    },
  ],
};
