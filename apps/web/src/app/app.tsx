import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Splash } from '@/components/layout/splash';
import { useTown } from '@/config/town';
import { markStartOver } from '@/lib/start-over';
import { useBlockTabbing } from '@/lib/use-block-tabbing';
import { AppProviders } from './providers';
import type { AppRouter } from './router';
import {
  firstContentfulPaintAt,
  isColdStart,
  markSplashSeen,
  removeStaticSplash,
  splashRemainingMs,
  staticSplash,
} from './splash';

function AppContent({ router }: { router: AppRouter }) {
  const town = useTown();
  const [splash, setSplash] = useState(isColdStart);
  // index.html paints the splash before any script runs; without it (tests, dev tools) React draws it.
  const [inPage] = useState(() => staticSplash() !== null);
  // The screen is drawn under the splash, hidden from screen readers and out of the keyboard's reach.
  useBlockTabbing(splash);
  useEffect(() => {
    if (!splash) {
      removeStaticSplash();
      markStartOver();
      return;
    }
    const paintedAt = inPage ? firstContentfulPaintAt() : undefined;
    const timer = setTimeout(
      () => {
        markSplashSeen();
        setSplash(false);
      },
      splashRemainingMs(paintedAt, performance.now()),
    );
    return () => clearTimeout(timer);
  }, [splash, inPage]);

  return (
    <>
      {splash && !inPage && <Splash productName={town.productName} />}
      <div aria-hidden={splash || undefined}>
        <RouterProvider router={router} />
      </div>
    </>
  );
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppContent router={router} />
    </AppProviders>
  );
}
