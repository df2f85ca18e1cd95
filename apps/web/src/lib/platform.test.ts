import { afterEach, describe, expect, it } from 'vitest';
import { currentPlatform, platformLabel } from './platform';

describe('platformLabel', () => {
  it('names the three platforms', () => {
    expect(platformLabel('ios')).toBe('iOS');
    expect(platformLabel('android')).toBe('Android');
    expect(platformLabel('web')).toBe('Web');
  });

  it('is the web without the native bridge', () => {
    expect(currentPlatform()).toBe('Web');
  });

  it("reads the native wrapper's platform from its bridge", () => {
    Object.assign(globalThis, { Capacitor: { getPlatform: () => 'android', isNativePlatform: () => true } });
    expect(currentPlatform()).toBe('Android');
  });

  afterEach(() => {
    delete (globalThis as { Capacitor?: unknown }).Capacitor;
  });
});
