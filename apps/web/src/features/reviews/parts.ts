import { Star } from 'lucide-react';
import type { FeatureParts } from '@/lib/web-feature';

/** What the reviews feature shows in other features' screens: how its notifications are shown. */
export const parts: FeatureParts = {
  notifications: {
    review_received: { icon: Star },
  },
};
