// @vitest-environment jsdom
import { INSTALL_BANNER_DELAY_MS } from '@portmarin/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  bannerDelay,
  INSTALL_DISMISSED_KEY,
  isStandalone,
  rememberDismissed,
  shouldOfferInstall,
  wasDismissed,
} from './install-prompt';
import { createInstallOfferStore } from './install-offer-store';

const probe = (standaloneMedia: boolean, iosStandalone?: boolean) => ({
  matchMedia: (query: string) => ({ matches: standaloneMedia && query === '(display-mode: standalone)' }),
  navigator: { standalone: iosStandalone },
});

describe('install prompt', () => {
  it('is offered only when not dismissed this session and not already standalone', () => {
    expect(shouldOfferInstall({ dismissed: false, standalone: false })).toBe(true);
    expect(shouldOfferInstall({ dismissed: true, standalone: false })).toBe(false);
    expect(shouldOfferInstall({ dismissed: false, standalone: true })).toBe(false);
  });

  it('knows the app runs standalone from display-mode or iOS navigator.standalone', () => {
    expect(isStandalone(probe(false))).toBe(false);
    expect(isStandalone(probe(true))).toBe(true);
    expect(isStandalone(probe(false, true))).toBe(true);
    expect(isStandalone({ navigator: {} })).toBe(false);
  });

  it('remembers a dismissal in session storage under installPromptDismissed', () => {
    sessionStorage.clear();
    expect(wasDismissed(sessionStorage)).toBe(false);
    rememberDismissed(sessionStorage);
    expect(sessionStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    expect(wasDismissed(sessionStorage)).toBe(true);
    sessionStorage.clear();
  });

  it('survives storage that throws (private modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(wasDismissed(broken)).toBe(false);
    expect(() => rememberDismissed(broken)).not.toThrow();
    expect(wasDismissed(undefined)).toBe(false);
  });

  it('waits 3000 ms after the offer, counting the time already gone', () => {
    expect(INSTALL_BANNER_DELAY_MS).toBe(3000);
    expect(bannerDelay(1000, 1000)).toBe(3000);
    expect(bannerDelay(1000, 2500)).toBe(1500);
    expect(bannerDelay(1000, 9000)).toBe(0);
  });

  it('keeps the browser offer, suppresses the mini-infobar and forgets it once installed', () => {
    const target = new EventTarget();
    const store = createInstallOfferStore(target as unknown as Window, () => 42);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();

    const offer = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toEqual({ event: offer, offeredAt: 42 });
    expect(listener).toHaveBeenCalledTimes(1);

    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot()).toBeNull();

    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    store.clear();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
