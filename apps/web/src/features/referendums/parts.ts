import { Vote } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the referendums feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Référendums', description: 'Votez sur les projets locaux', to: paths.referendum, icon: Vote }],
};
