import { Bookmark } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the saved feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    { label: 'Éléments enregistrés', description: 'Vos contenus sauvegardés', to: paths.saved, icon: Bookmark },
  ],
};
