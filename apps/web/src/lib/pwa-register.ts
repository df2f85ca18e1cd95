/// <reference types="vite-plugin-pwa/client" />
import { toast } from 'sonner';
import { registerSW } from 'virtual:pwa-register';

// Long-lived tabs look for a new version every hour (browsers only check on navigations).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: Promise<ServiceWorkerRegistration | undefined> | null = null;

/**
 * Registers the service worker once (later calls get the same registration). A new version waits
 * (registerType 'prompt') until the resident presses 'Mettre à jour', which activates it and reloads.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= new Promise((resolve) => {
    if (!('serviceWorker' in navigator)) {
      resolve(undefined);
      return;
    }
    // Not immediate: Workbox registers after the page's load event, so the app shell's download
    // does not compete with the first screen.
    const updateServiceWorker = registerSW({
      immediate: false,
      onNeedRefresh() {
        toast('Nouvelle version disponible', {
          duration: Infinity,
          action: { label: 'Mettre à jour', onClick: () => void updateServiceWorker(true) },
        });
      },
      onRegisteredSW(_url, registered) {
        if (registered) setInterval(() => void registered.update().catch(() => undefined), UPDATE_CHECK_MS);
        resolve(registered);
      },
      onRegisterError(error: unknown) {
        console.warn('Service worker non enregistré', error);
        resolve(undefined);
      },
    });
  });
  return registration;
}
