import { Gamepad2 } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the games feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Jeux', description: 'Mini-jeux pour tous', to: paths.games, icon: Gamepad2 }],
};
