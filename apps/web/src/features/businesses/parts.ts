import { BookOpen, Building2, Store } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the businesses feature shows in other features' screens: its hub tile and its search section. */
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
  search: [
    {
      kind: 'businesses',
      title: 'Entreprises locales',
      rows: {
        icon: Building2,
        // A business leads to the 'Entreprises Locales' list, searched for its name.
        of: (found) =>
          found.map((b) => ({
            id: b.id,
            to: `${paths.localBusinesses}?q=${encodeURIComponent(b.name)}`,
            label: b.name,
            detail: detailLine(b.category, b.isVerified && 'Vérifiée', b.address),
          })),
      },
    },
  ],
};
