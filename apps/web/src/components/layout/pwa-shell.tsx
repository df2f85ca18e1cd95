import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth';
import { createInstallOfferStore } from '@/lib/install-offer-store';

// Only this file is on the first screen; the banner, the service worker and push load later.
const InstallBanner = lazy(() => import('./install-banner').then((m) => ({ default: m.InstallBanner })));

// Listening starts when the app's code runs, before the first render, so an early offer is kept.
const installOffers = createInstallOfferStore(window);

/** Runs `task` once the page is idle after its first paint (Safari has no requestIdleCallback). */
function afterFirstPaint(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/** The shell's PWA pieces: install banner, service worker, push registration. */
export function PwaShell() {
  const offer = useSyncExternalStore(installOffers.subscribe, installOffers.getSnapshot, () => null);
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const navigate = useNavigate();

  useEffect(() => {
    if (userId === undefined) return;
    return afterFirstPaint(() => {
      import('./pwa-device')
        .then((device) => device.setUpDevice(userId, navigate))
        // Spec: a push setup failure is only logged.
        .catch((error: unknown) => console.warn('Configuration PWA impossible', error));
    });
  }, [userId, navigate]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} onClose={installOffers.clear} />
    </Suspense>
  );
}
