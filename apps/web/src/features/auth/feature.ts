import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The auth feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const authFeature: WebFeature = {
  name: 'auth',
  routes: () => [{ path: paths.auth, lazy: screen(() => import('./components/auth-page'), 'AuthPage') }],
};
