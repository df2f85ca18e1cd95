import { UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the friends feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Amis', description: 'Retrouver ses voisins', to: paths.friends, icon: UserPlus }],
};
