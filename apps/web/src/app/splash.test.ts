import { describe, expect, it } from 'vitest';
import { splashRemainingMs } from './splash';

describe('splashRemainingMs', () => {
  it('counts the 2 s from the first paint of the splash in the page', () => {
    expect(splashRemainingMs(300, 550)).toBe(1_750);
    expect(splashRemainingMs(300, 2_300)).toBe(0);
  });

  it('does not wait at all when the app starts after the 2 s', () => {
    expect(splashRemainingMs(300, 4_000)).toBe(0);
  });

  it('counts the 2 s from now without a paint time', () => {
    expect(splashRemainingMs(undefined, 550)).toBe(2_000);
  });

  it('never waits more than 2 s, even with a paint time after now', () => {
    expect(splashRemainingMs(900, 100)).toBe(2_000);
  });
});
