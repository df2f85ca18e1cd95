import type { BeforeInstallPromptEvent, InstallOffer } from './install-prompt';

// Apart from the banner's logic (lib/install-prompt.ts) because it runs on the first screen:
// only this listener is loaded before the first paint.

/**
 * Keeps the browser's latest installation offer (its own mini-infobar is suppressed), for
 * useSyncExternalStore. Listening starts at once, before the app renders, so no early offer is lost.
 */
export function createInstallOfferStore(target: Pick<Window, 'addEventListener'>, now: () => number = Date.now) {
  let offer: InstallOffer | null = null;
  const listeners = new Set<() => void>();
  const set = (next: InstallOffer | null) => {
    offer = next;
    listeners.forEach((listener) => listener());
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ event: event as BeforeInstallPromptEvent, offeredAt: now() });
  });
  // Installed from the browser's own menu: the offer is spent.
  target.addEventListener('appinstalled', () => set(null));
  return {
    getSnapshot: () => offer,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => set(null),
  };
}

export type InstallOfferStore = ReturnType<typeof createInstallOfferStore>;
