import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@portmarin/shared/constants';
import { listenAuthChanges } from '@/lib/auth';
import { ThemeProvider, useTheme } from '@/lib/theme-context';
import { loadedSonner, loadSonner, onSonnerLoaded } from '@/lib/toasts';

/** Toasts open below the top bar (3.5 rem under the device's safe area), never over it. */
const BELOW_TOP_BAR = { top: 'calc(3.5rem + env(safe-area-inset-top) + 0.5rem)' };

/** After the first screen: sonner's download and run must not delay it (its first toast loads it sooner). */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

function ThemedToaster() {
  const { theme } = useTheme();
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner);
  useEffect(() => whenIdle(() => void loadSonner()), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // Spec: one toast visible at a time, 5000 ms.
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
      richColors
      closeButton
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notifications"
    />
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => listenAuthChanges(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
