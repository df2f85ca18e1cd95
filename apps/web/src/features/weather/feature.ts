import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The weather feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const weatherFeature: WebFeature = {
  name: 'weather',
  hubPosition: 160,
  routes: () => [{ path: paths.weather, lazy: screen(() => import('./components/weather-page'), 'WeatherPage') }],
  parts: () => import('./parts').then((m) => m.parts),
  visitorHome: {
    position: 4,
    load: () => import('./components/weather-visitor-section').then((m) => m.WeatherVisitorSection),
  },
};
