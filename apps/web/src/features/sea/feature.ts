import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The sea feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const seaFeature: WebFeature = {
  name: 'sea',
  hubPosition: 170,
  routes: () => [{ path: paths.sea, lazy: screen(() => import('./components/sea-page'), 'SeaPage') }],
  parts: () => import('./parts').then((m) => m.parts),
  visitorHome: { position: 3, load: () => import('./components/sea-visitor-section').then((m) => m.SeaVisitorSection) },
};
