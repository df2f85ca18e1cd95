import { MessageSquareWarning } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the moderation-requests feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Modération',
      description: 'Signaler, obtenir de l’aide',
      to: paths.moderation,
      icon: MessageSquareWarning,
    },
  ],
};
