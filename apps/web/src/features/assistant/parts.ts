import { Bot } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the assistant feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: ({ slug, productName }) => [
    {
      label: `Assistant ${productName} IA`,
      description: 'Vos questions sur la commune',
      to: paths.assistant(slug),
      icon: Bot,
    },
  ],
};
