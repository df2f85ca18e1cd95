import { CloudSun } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the weather feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Météo', description: 'Le temps à la côte', to: paths.weather, icon: CloudSun }],
};
