import { SPLASH_DURATION_MS } from '@portmarin/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Splash } from '@/components/layout/splash';
import { useTown } from '@/config/town';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { isColdStart, markSplashSeen, removeStaticSplash, staticSplash } from './splash';

function AppContent() {
  const town = useTown();
  const router = useMemo(() => createRouter(), []);
  const [splash, setSplash] = useState(isColdStart);
  // index.html paints the splash before any script runs; without it (tests, dev tools) React draws it.
  const [inPage] = useState(() => staticSplash() !== null);
  useEffect(() => {
    if (!splash) {
      removeStaticSplash();
      return;
    }
    const timer = setTimeout(() => {
      markSplashSeen();
      setSplash(false);
    }, SPLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [splash]);

  return (
    <>
      {splash && !inPage && <Splash productName={town.productName} />}
      <div aria-hidden={splash || undefined} inert={splash || undefined}>
        <RouterProvider router={router} />
      </div>
    </>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppContent />
    </AppProviders>
  );
}
