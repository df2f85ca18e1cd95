import { BookOpen, Store } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the businesses feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    { label: 'Annuaire Local', description: 'Commerces et professionnels', to: paths.directory, icon: BookOpen },
    {
      label: 'Entreprises Locales',
      description: 'Les commerces les mieux notés',
      to: paths.localBusinesses,
      icon: Store,
    },
  ],
};
