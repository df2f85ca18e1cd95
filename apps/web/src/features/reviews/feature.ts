import type { WebFeature } from '@/lib/web-feature';

/**
 * The reviews feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const reviewsFeature: WebFeature = {
  name: 'reviews',
  parts: () => import('./parts').then((m) => m.parts),
};
