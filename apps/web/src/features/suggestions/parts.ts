import { Lightbulb } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the suggestions feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Boîte à idées', description: 'Proposez vos idées', to: paths.ideaBox, icon: Lightbulb }],
};
