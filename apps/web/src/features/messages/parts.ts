import { AtSign } from 'lucide-react';
import type { FeatureParts } from '@/lib/web-feature';

/** What the messages feature shows in other features' screens: how its notifications are shown. */
export const parts: FeatureParts = {
  notifications: {
    message: { icon: AtSign },
  },
};
