import { MessageSquareWarning, ShieldAlert, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the moderation-requests feature shows in other features' screens: its hub tile and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [
    {
      label: 'Modération',
      description: 'Signaler, obtenir de l’aide',
      to: paths.moderation,
      icon: MessageSquareWarning,
    },
  ],
  notifications: {
    moderation_warning: { icon: ShieldAlert },
    moderation_suspension: { icon: ShieldAlert },
    moderation_suspension_lifted: { icon: ShieldCheck },
  },
};
