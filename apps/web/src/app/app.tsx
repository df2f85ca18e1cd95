import { SPLASH_DURATION_MS } from '@portmarin/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Splash } from '@/components/layout/splash';
import { useTown } from '@/config/town';
import { AppProviders } from './providers';
import { createRouter } from './router';

const SPLASH_SEEN_KEY = 'splashShown';

/** A cold start is the first load in this tab; reloads and in-app navigation skip the splash. */
function isColdStart(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === null;
  } catch {
    return true;
  }
}

function AppContent() {
  const town = useTown();
  const router = useMemo(() => createRouter(), []);
  const [splash, setSplash] = useState(isColdStart);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => {
      try {
        sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
      } catch {
        // Without storage the splash simply shows at every start.
      }
      setSplash(false);
    }, SPLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [splash]);

  return (
    <>
      {splash && <Splash productName={town.productName} />}
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
