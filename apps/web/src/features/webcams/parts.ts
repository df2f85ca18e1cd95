import { Video } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the webcams feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Webcams', description: 'Le port et les plages en direct', to: paths.webcam, icon: Video }],
};
