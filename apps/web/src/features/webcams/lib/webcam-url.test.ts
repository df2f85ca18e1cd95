import { describe, expect, it } from 'vitest';
import { cacheBustedUrl } from './webcam-url';

describe('cacheBustedUrl', () => {
  it('adds the time as ?t=<ms>', () => {
    expect(cacheBustedUrl('https://cam.example/port.jpg', 1764259200000)).toBe(
      'https://cam.example/port.jpg?t=1764259200000',
    );
  });

  it('keeps the address’s own query parameters and replaces an older t', () => {
    const once = cacheBustedUrl('https://cam.example/live.jpg?size=1080p&cam=3', 1);
    expect(once).toBe('https://cam.example/live.jpg?size=1080p&cam=3&t=1');
    expect(cacheBustedUrl(once, 2)).toBe('https://cam.example/live.jpg?size=1080p&cam=3&t=2');
  });

  it('changes with every refresh', () => {
    const url = 'https://cam.example/port.jpg';
    expect(cacheBustedUrl(url, 1000)).not.toBe(cacheBustedUrl(url, 2000));
  });
});
