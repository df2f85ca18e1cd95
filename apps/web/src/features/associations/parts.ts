import { Handshake } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the associations feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Associations', description: 'La vie associative', to: paths.associations, icon: Handshake }],
};
