import { describe, expect, it } from 'vitest';
import { applicationServerKey, detectPushSupport, pushSupport, toSubscriptionInput } from './push';

const browser = { native: false, production: true, serviceWorker: true, pushManager: true, notification: true };

describe('push support', () => {
  it('uses the Capacitor plugin inside the native app', () => {
    expect(pushSupport({ ...browser, native: true })).toBe('native');
    expect(pushSupport({ ...browser, native: true, pushManager: false })).toBe('native');
  });

  it('uses Web Push in a production build of a capable browser', () => {
    expect(pushSupport(browser)).toBe('web');
  });

  it('is unsupported without PushManager, service workers or Notification (older Safari, some webviews)', () => {
    expect(pushSupport({ ...browser, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...browser, serviceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...browser, notification: false })).toBe('unsupported');
  });

  it('is unsupported in development builds (no service worker is registered there)', () => {
    expect(pushSupport({ ...browser, production: false })).toBe('unsupported');
  });

  it('detects this test browser (jsdom: no PushManager) as unsupported', () => {
    expect(detectPushSupport()).toBe('unsupported');
  });

  it('detects the native wrapper by its bridge, without loading Capacitor', () => {
    Object.assign(globalThis, { Capacitor: { getPlatform: () => 'ios', isNativePlatform: () => true } });
    try {
      expect(detectPushSupport()).toBe('native');
    } finally {
      delete (globalThis as { Capacitor?: unknown }).Capacitor;
    }
  });
});

describe('push subscription helpers', () => {
  it('turns the base64url VAPID key into bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(Array.from(applicationServerKey(base64url))).toEqual(Array.from(bytes));
  });

  it('sends the browser subscription in the shared contract shape', () => {
    const json = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    expect(toSubscriptionInput(json)).toEqual({
      kind: 'web',
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(() => toSubscriptionInput({ endpoint: 'https://push.example/abc' })).toThrow();
  });
});
