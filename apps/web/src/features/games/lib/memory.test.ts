import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_REVEAL_MS, scheduleResolve } from './memory';

describe('scheduleResolve', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after exactly 1 s', () => {
    vi.useFakeTimers();
    const onResolve = vi.fn();
    scheduleResolve(onResolve);
    vi.advanceTimersByTime(MEMORY_REVEAL_MS - 1);
    expect(onResolve).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResolve).toHaveBeenCalledOnce();
  });

  it('can be cancelled (reset or unmount before the second is up)', () => {
    vi.useFakeTimers();
    const onResolve = vi.fn();
    const cancel = scheduleResolve(onResolve);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(MEMORY_REVEAL_MS);
    expect(onResolve).not.toHaveBeenCalled();
  });
});
