import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@portmarin/shared/constants';
import { RenderLater } from '@/components/layout/render-later';
import { listenAuthChanges } from '@/lib/auth';
import { ThemeProvider, useTheme } from '@/lib/theme-context';

function ThemedToaster() {
  const { theme } = useTheme();
  // Spec: one toast visible at a time, 5000 ms. The direction is given: sonner would otherwise read
  // it from the computed style of the page, a style recalculation in the middle of the first render.
  return (
    <Toaster
      dir="ltr"
      theme={theme}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
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
        <RenderLater>
          <ThemedToaster />
        </RenderLater>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
