import { request, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL, pushServiceURL } from '../playwright.config';

/** A push as the device shows it, with how the app asked the push service to deliver it. */
export type ReceivedPush = {
  payload: { title: string; body: string; url: string; tag?: string };
  urgency: string | null;
  ttl: string | null;
};

/** A browser subscribed at the local push service: its endpoint, and what it has received. */
export type StandInDevice = { endpoint: string; received: () => Promise<ReceivedPush[]> };

async function pushService() {
  // The stand-in's certificate is self-signed: the app trusts it by PUSH_EXTRA_CA_FILE, this client by choice.
  return request.newContext({ baseURL: pushServiceURL, ignoreHTTPSErrors: true });
}

/** A new device at the local push service (apps/server/test/providers/push-service.ts). */
async function standInSubscription(): Promise<StandInDevice & { keys: { p256dh: string; auth: string } }> {
  const service = await pushService();
  const created = await service.post('/__push/subscriptions');
  const subscription = (await created.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  await service.dispose();
  return {
    ...subscription,
    async received() {
      const client = await pushService();
      const res = await client.get('/__push/received', { params: { endpoint: subscription.endpoint } });
      const pushes = (await res.json()) as ReceivedPush[];
      await client.dispose();
      return pushes;
    },
  };
}

/**
 * A device of the signed-in resident of `api` at the local push service, registered through the
 * app's endpoint as the push switch does (the switch and its service worker are pwa.spec.ts's).
 */
export async function registerStandInDevice(api: APIRequestContext): Promise<StandInDevice> {
  const { keys, ...device } = await standInSubscription();
  const registered = await api.post('/api/push/subscriptions', {
    data: { kind: 'web', endpoint: device.endpoint, keys },
    headers: { origin: baseURL },
  });
  if (registered.status() !== 204) throw new Error(`device not registered: ${await registered.text()}`);
  return device;
}

/**
 * Headless Chromium has no push service to subscribe with (it would ask Google's, out of reach):
 * the page's PushManager hands out a subscription of the local push service, which keeps the keys
 * and decrypts what the app sends to it. Everything else is real: the app registers it and pushes
 * to it over https.
 */
export async function subscribeThroughStandIn(page: Page): Promise<StandInDevice> {
  const { keys, ...device } = await standInSubscription();
  const given = { endpoint: device.endpoint, keys };
  await page.addInitScript((given) => {
    let current: PushSubscription | null = null;
    const make = (options: PushSubscriptionOptionsInit) =>
      ({
        endpoint: given.endpoint,
        expirationTime: null,
        options: { applicationServerKey: options.applicationServerKey, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = make(options ?? {});
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, given);
  return device;
}
