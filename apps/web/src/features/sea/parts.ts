import { Waves } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the sea feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'La mer', description: 'Marées, état de la mer, baignade', to: paths.sea, icon: Waves }],
};
