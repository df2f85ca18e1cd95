import { Star } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the sponsors feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Sponsors', description: 'Nos partenaires', to: paths.sponsors, icon: Star }],
};
