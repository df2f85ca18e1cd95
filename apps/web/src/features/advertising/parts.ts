import { Megaphone } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the advertising feature shows in other features' screens: its hub tile and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [
    { label: 'Régie publicitaire', description: 'Promouvoir votre activité', to: paths.advertising, icon: Megaphone },
  ],
  notifications: {
    ad_request_outcome: { icon: Megaphone },
  },
};
