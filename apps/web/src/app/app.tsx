import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';
import { firstContentfulPaintAt, markSplashSeen, removeStaticSplash, splashRemainingMs, staticSplash } from './splash';

/** The app under the splash that index.html paints on a cold start (spec: 2 s). */
function AppContent({ router }: { router: AppRouter }) {
  const [splash, setSplash] = useState(() => staticSplash() !== null);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(
      () => {
        markSplashSeen();
        removeStaticSplash();
        setSplash(false);
      },
      splashRemainingMs(firstContentfulPaintAt(), performance.now()),
    );
    return () => clearTimeout(timer);
  }, [splash]);

  // The screen drawn under the splash is out of reach of screen readers and the keyboard.
  return (
    <div inert={splash}>
      <RouterProvider router={router} />
    </div>
  );
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppContent router={router} />
    </AppProviders>
  );
}
