import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The profiles feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const profilesFeature: WebFeature = {
  name: 'profiles',
  routes: () => [
    { path: paths.profile, lazy: screen(() => import('./components/my-profile-page'), 'MyProfilePage') },
    {
      path: `${paths.profile}/:username`,
      lazy: screen(() => import('./components/public-profile-page'), 'PublicProfilePage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
