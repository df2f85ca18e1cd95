import { Heart } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the dating feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Rencontres', description: 'Rencontres amicales et sportives', to: paths.dating, icon: Heart }],
};
