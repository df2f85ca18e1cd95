import type { WebFeature } from '@/lib/web-feature';

/**
 * The moderation-requests feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const moderationRequestsFeature: WebFeature = {
  name: 'moderation-requests',
  hubPosition: 220,
  parts: () => import('./parts').then((m) => m.parts),
};
