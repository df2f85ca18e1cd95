import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { NotFound } from '@/components/errors/not-found';
import { paths } from '@/config/paths';
import { features } from '@/app/features';
import { loadFeatureParts, registerFeatures, screen } from '@/lib/web-feature';
import { AppShell } from './app-shell';
import { FeedRoute } from './routes/feed-route';
import { HomeRoute } from './routes/home-route';

/**
 * The screens src/app composes of several features; every other screen is declared by its feature
 * (features/index.ts). The feed is the first screen of almost every visit: its code comes with the
 * app's, without a second round trip. The other screens load on demand (one chunk each).
 */
const composedScreens: RouteObject[] = [
  // `/`: residents to the feed, visitors to their home (its code on demand).
  { path: paths.home, Component: HomeRoute },
  // The feed's h1 greets the resident: the page's title names the screen (RGAA 8.6).
  { path: paths.feed, Component: FeedRoute, handle: { title: 'Fil d’actualité' } },
  { path: paths.settings, lazy: screen(() => import('./routes/settings-route'), 'SettingsRoute') },
  {
    path: paths.moderation,
    // With the features' parts of the screen (queue, log, the lists 'À valider'), and theirs (hub…).
    lazy: async () => {
      const [Component] = await Promise.all([
        import('./routes/moderation-route').then((m) => m.loadModerationRoute()),
        loadFeatureParts(),
      ]);
      return { Component };
    },
  },
  {
    path: paths.adminAdvertising,
    lazy: screen(() => import('./routes/admin-advertising-route'), 'AdminAdvertisingRoute'),
  },
];

/** Every screen, composed or a feature's, then the unknown path. `slug`: the town's. */
export function appRoutes(slug: string): RouteObject[] {
  return [
    ...composedScreens,
    ...features.flatMap((feature) => feature.routes?.(slug) ?? []),
    { path: '*', Component: NotFound },
  ];
}

/** The app's router, made once at start (app/main.tsx). */
export type AppRouter = ReturnType<typeof createRouter>;

/**
 * `slug`: the town's (its configuration is loaded before the router is made), which names the
 * assistant's route, /ask-{slug}-ia; any other slug is an unknown path.
 */
export function createRouter(slug: string) {
  registerFeatures(features);
  return createBrowserRouter([
    {
      Component: AppShell,
      // While the first screen's code loads, the shell (top bar, tabs) is drawn with an empty content area.
      children: [{ errorElement: <ErrorFallback />, HydrateFallback: () => null, children: appRoutes(slug) }],
    },
  ]);
}
