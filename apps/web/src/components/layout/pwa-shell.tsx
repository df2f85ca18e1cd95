import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth';
import { createInstallOfferStore } from '@/lib/install-offer-store';

// Only this file is on the first screen; the banner, the service worker and push load on demand.
const InstallBanner = lazy(() => import('./install-banner').then((m) => ({ default: m.InstallBanner })));

// Listening starts when the app's code runs, before the first render, so an early offer is kept.
const installOffers = createInstallOfferStore(window);

/** The shell's PWA pieces: install banner, service worker, push registration. */
export function PwaShell() {
  const offer = useSyncExternalStore(installOffers.subscribe, installOffers.getSnapshot, () => null);
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const navigate = useNavigate();

  useEffect(() => {
    if (userId === undefined) return;
    import('./pwa-device')
      .then((device) => device.setUpDevice(userId, navigate))
      // Spec: a push setup failure is only logged.
      .catch((error: unknown) => console.warn('Configuration PWA impossible', error));
  }, [userId, navigate]);

  // The banner waits 3000 ms from the offer itself (install-banner.tsx), whenever its code arrives.
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} onClose={installOffers.clear} />
    </Suspense>
  );
}
