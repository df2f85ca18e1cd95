import { Heart, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the dating feature shows in other features' screens: its hub tile and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Rencontres', description: 'Rencontres amicales et sportives', to: paths.dating, icon: Heart }],
  notifications: {
    dating_birth_date_correction: { icon: ShieldCheck },
  },
};
