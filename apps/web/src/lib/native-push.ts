import type { PushNotificationSchema } from '@capacitor/push-notifications';
import { deletePushSubscription, savePushSubscription } from './push';
import { setPushRegistered } from './push-state';

// Push inside the iOS/Android wrapper (spec section 4), through @capacitor/push-notifications,
// loaded only on native platforms. Setup failures are only logged, as the spec says.

// The resident turned push on for this device: re-registered quietly at each start (tokens change).
const ENABLED_KEY = 'nativePushEnabled';
const REGISTRATION_TIMEOUT_MS = 30_000;

export type NativePushHandlers = {
  /** A push arrived while the app is open. */
  onNotification: (notification: PushNotificationSchema) => void;
  /** The resident tapped a push: the screen it is about. */
  onOpen: (url: string) => void;
};

let token: string | null = null;
let pendingRegistration: { resolve: () => void; reject: (error: unknown) => void } | null = null;
let listening: Promise<void> | null = null;

const plugin = async () => (await import('@capacitor/push-notifications')).PushNotifications;

function readEnabled(): boolean {
  try {
    return localStorage.getItem(ENABLED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(ENABLED_KEY, 'true');
    else localStorage.removeItem(ENABLED_KEY);
  } catch {
    // Without storage push is simply not restored at the next start.
  }
}

async function platform(): Promise<'ios' | 'android'> {
  const { Capacitor } = await import('@capacitor/core');
  return Capacitor.getPlatform() === 'ios' ? 'ios' : 'android';
}

/** Listeners, once per app start: the device token goes to the server; pushes become toasts. */
export function startNativePush(handlers: NativePushHandlers): Promise<void> {
  listening ??= (async () => {
    const push = await plugin();
    await push.addListener('registration', async ({ value }) => {
      try {
        await savePushSubscription({ kind: 'native', token: value, platform: await platform() });
        token = value;
        setPushRegistered(true);
        pendingRegistration?.resolve();
      } catch (error) {
        console.warn('Notifications push : enregistrement de l’appareil impossible', error);
        pendingRegistration?.reject(error);
      }
      pendingRegistration = null;
    });
    await push.addListener('registrationError', (error) => {
      console.warn('Notifications push : inscription refusée', error);
      pendingRegistration?.reject(new Error(error.error));
      pendingRegistration = null;
    });
    await push.addListener('pushNotificationReceived', handlers.onNotification);
    await push.addListener('pushNotificationActionPerformed', ({ notification }) => {
      const url = (notification.data as { url?: unknown } | undefined)?.url;
      if (typeof url === 'string' && url.startsWith('/')) handlers.onOpen(url);
    });
    // Turned on earlier and still allowed: refresh the token quietly (no toast, no prompt).
    if (readEnabled() && (await push.checkPermissions()).receive === 'granted') await push.register();
  })().catch((error: unknown) => console.warn('Notifications push : initialisation impossible', error));
  return listening;
}

export function isNativePushOn(): boolean {
  return readEnabled() && token !== null;
}

/** Asks permission (only when the resident turns push on), registers the device, stores its token. */
export async function enableNativePush(): Promise<'granted' | 'denied'> {
  if (!listening) throw new Error('Notifications push non initialisées');
  await listening;
  const push = await plugin();
  let status = await push.checkPermissions();
  if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale')
    status = await push.requestPermissions();
  if (status.receive !== 'granted') return 'denied';
  const registered = new Promise<void>((resolve, reject) => {
    pendingRegistration = { resolve, reject };
    // No answer from APNs/FCM (no network, app not configured for push): give up rather than wait.
    setTimeout(() => reject(new Error('Inscription aux notifications sans réponse')), REGISTRATION_TIMEOUT_MS);
  });
  await push.register();
  await registered;
  writeEnabled(true);
  return 'granted';
}

export async function disableNativePush(): Promise<void> {
  const push = await plugin();
  if (token) await deletePushSubscription(token);
  await push.unregister();
  token = null;
  writeEnabled(false);
  setPushRegistered(false);
}
