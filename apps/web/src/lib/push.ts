import type {
  PushPublicKey,
  PushSubscriptionInput,
  VisitorAlertsInput,
  WebPushSubscriptionInput,
} from '@portmarin/shared';
import { api } from './api-client';
import { setPushRegistered } from './push-state';
import { isNative } from './platform';

// The push client lives in lib, not in the settings feature: the settings switch turns it on and
// off, and the app shell keeps it true at start-up (device registered, subscription owner).

export type PushSupport = 'web' | 'native' | 'unsupported';

export type PushSupportProbe = {
  native: boolean;
  production: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
};

/**
 * Which push this device can use: the Capacitor plugin inside the native wrapper; Web Push in a
 * production build of a browser with service workers, PushManager and Notification (the service
 * worker is only registered in production builds).
 */
export function pushSupport(probe: PushSupportProbe): PushSupport {
  if (probe.native) return 'native';
  if (probe.production && probe.serviceWorker && probe.pushManager && probe.notification) return 'web';
  return 'unsupported';
}

/** This browser's probe. */
export function detectPushSupport(): PushSupport {
  return pushSupport({
    native: isNative(),
    production: import.meta.env.PROD,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
    notification: typeof window !== 'undefined' && 'Notification' in window,
  });
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe() wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A browser subscription (PushSubscription.toJSON()) in the shared contract's shape. */
export function toSubscriptionInput(json: PushSubscriptionJSON): WebPushSubscriptionInput {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Abonnement push incomplet');
  return { kind: 'web', endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

export const fetchPushPublicKey = async () => (await api<PushPublicKey>('/api/push/public-key')).publicKey;

export const savePushSubscription = (input: PushSubscriptionInput) =>
  api<void>('/api/push/subscriptions', { method: 'POST', body: input });

/** `endpoint` is the browser's endpoint or the native device token. */
export const deletePushSubscription = (endpoint: string) =>
  api<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });

const saveVisitorSubscription = (input: VisitorAlertsInput) =>
  api<void>('/api/push/visitor-subscriptions', { method: 'POST', body: input });

const deleteVisitorSubscription = (endpoint: string) =>
  api<void>('/api/push/visitor-subscriptions', { method: 'DELETE', body: { endpoint } });

// ------------------------------------------------------------------ Web Push

// Which resident this browser's subscription was made for: another resident (or nobody) signed in
// on this device must not receive their notifications. VISITOR_OWNER: a visitor's subscription to
// the town's alerts, which are public: kept whoever signs in, until its owner ends it or a resident
// turns notifications on (the device then becomes theirs on the server).
const OWNER_KEY = 'pushSubscriptionOwner';
const VISITOR_OWNER = 'visitor:alerts';

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Without storage the subscription is simply not tied to a resident on this side.
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Whether this browser is subscribed for this resident (the switch's state). */
export async function isWebPushOn(userId: string): Promise<boolean> {
  if (Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  return subscription !== null && readOwner() === userId;
}

/** This browser's subscription, made with the server's current key (an older one cannot receive). */
async function subscribeBrowser(): Promise<PushSubscription> {
  // Normally registered already once the start is over; this also covers a very quick visit.
  await (await import('./pwa-register')).registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(await fetchPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  return subscription ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Asks permission (only now, never at the first visit), subscribes and stores the device. */
export async function enableWebPush(userId: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const subscription = await subscribeBrowser();
  await savePushSubscription(toSubscriptionInput(subscription.toJSON()));
  writeOwner(userId);
  setPushRegistered(true);
  return permission;
}

/** Whether this browser receives the town's alerts as a visitor (without an account). */
export async function isVisitorAlertsOn(): Promise<boolean> {
  if (Notification.permission !== 'granted') return false;
  return (await currentSubscription()) !== null && readOwner() === VISITOR_OWNER;
}

/** A visitor subscribes this browser to the town's alerts: permission asked only now. */
export async function enableVisitorAlerts(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const subscription = await subscribeBrowser();
  await saveVisitorSubscription(toSubscriptionInput(subscription.toJSON()));
  writeOwner(VISITOR_OWNER);
  return permission;
}

/** Ends a visitor's subscription: on the server (by its endpoint), then in the browser. */
export async function disableVisitorAlerts(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deleteVisitorSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  writeOwner(null);
}

/** Removes the device from the server, then ends the browser subscription. */
export async function disableWebPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  writeOwner(null);
  setPushRegistered(false);
}

/**
 * At start-up and whenever the session changes: a subscription made for another resident, or
 * left behind after sign-out (a visitor's alerts excepted), is ended in the browser (the server drops it at its next push,
 * which the push service then refuses). Publishes whether this device is registered.
 */
export async function reconcileWebPush(userId: string | null): Promise<void> {
  const subscription = await currentSubscription();
  // A visitor's alerts stay until ended: they carry nothing personal.
  if (subscription && readOwner() === VISITOR_OWNER && Notification.permission === 'granted') {
    setPushRegistered(false);
    return;
  }
  if (subscription && (!userId || readOwner() !== userId || Notification.permission !== 'granted')) {
    await subscription.unsubscribe();
    writeOwner(null);
    setPushRegistered(false);
    return;
  }
  setPushRegistered(subscription !== null);
}
