import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first items at once, then a step more per task, up to the total', () => {
    const { result } = renderHook(() => useProgressiveCount(7, 2, 2));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(6);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);
    // Nothing left to schedule once everything is shown.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never reports more than the total, and goes on when the total grows', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 3, 3), {
      initialProps: { total: 1 },
    });
    expect(result.current).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 8 });
    expect(result.current).toBe(3);
    // Each task's render schedules the next one.
    while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(8);
  });
});
