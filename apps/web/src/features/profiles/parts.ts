import type { FeatureParts } from '@/lib/web-feature';

/** What the profiles feature shows in other features' screens: its search section (rows of their own). */
export const parts: FeatureParts = {
  search: [{ kind: 'residents', title: 'Habitants' }],
};
