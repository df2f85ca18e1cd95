import { UserCheck, UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the friends feature shows in other features' screens: its hub tile and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Amis', description: 'Retrouver ses voisins', to: paths.friends, icon: UserPlus }],
  notifications: {
    friend: { icon: UserPlus },
    friend_request: { icon: UserPlus },
    friend_accepted: { icon: UserCheck },
  },
};
