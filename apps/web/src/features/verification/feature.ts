import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The verification feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const verificationFeature: WebFeature = {
  name: 'verification',
  routes: () => [
    { path: paths.verification, lazy: screen(() => import('./components/verification-page'), 'VerificationPage') },
    { path: paths.verificationDesk, lazy: screen(() => import('./components/town-hall-desk'), 'TownHallDesk') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
