import type { WebFeature } from '@/lib/web-feature';

/**
 * The content-reports feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const contentReportsFeature: WebFeature = {
  name: 'content-reports',
  parts: () => import('./parts').then((m) => m.parts),
  moderation: [
    { slot: 'queue', load: () => import('./components/moderation-queue').then((m) => m.ModerationQueue) },
    { slot: 'log', load: () => import('./components/moderation-log').then((m) => m.ModerationLog) },
  ],
};
