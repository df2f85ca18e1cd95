import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStartSignal } from './start-over';

// jsdom has no requestIdleCallback: the idle moment is the fallback timer (1000 ms).
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterStart', () => {
  it('waits for the end of the start, then for an idle moment', async () => {
    const signal = createStartSignal();
    const task = vi.fn();
    signal.afterStart(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    signal.markOver();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs what is asked once the start is already over', async () => {
    const signal = createStartSignal();
    signal.markOver();
    const task = vi.fn();
    signal.afterStart(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, before or after the end of the start', async () => {
    const signal = createStartSignal();
    const cancelledEarly = vi.fn();
    signal.afterStart(cancelledEarly)();
    const cancelledLate = vi.fn();
    const cancelLate = signal.afterStart(cancelledLate);
    signal.markOver();
    await vi.advanceTimersByTimeAsync(500);
    cancelLate();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelledEarly).not.toHaveBeenCalled();
    expect(cancelledLate).not.toHaveBeenCalled();
  });
});
