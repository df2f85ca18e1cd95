import { describe, expect, it } from 'vitest';
import { detectPlatform, platformLabel } from './platform';

describe('platformLabel', () => {
  it('names the three platforms', () => {
    expect(platformLabel('ios')).toBe('iOS');
    expect(platformLabel('android')).toBe('Android');
    expect(platformLabel('web')).toBe('Web');
  });

  it('detects the web in a browser through Capacitor', async () => {
    expect(await detectPlatform()).toBe('Web');
  });
});
