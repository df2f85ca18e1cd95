import { Flag, ShieldCheck } from 'lucide-react';
import type { FeatureParts } from '@/lib/web-feature';

/** What the content-reports feature shows in other features' screens: how its notifications are shown. */
export const parts: FeatureParts = {
  notifications: {
    content_report_received: { icon: Flag },
    content_report_outcome: { icon: ShieldCheck },
  },
};
