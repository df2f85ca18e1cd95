import { Building2 } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the business-pages feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Pages professionnelles',
      description: 'Les pages des commerces locaux',
      to: paths.business,
      icon: Building2,
    },
  ],
};
