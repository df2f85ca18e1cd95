import { Users } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the groups feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Groupes', description: 'Les groupes de la commune', to: paths.groups, icon: Users }],
};
