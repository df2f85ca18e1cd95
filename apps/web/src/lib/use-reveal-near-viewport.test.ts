// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealNearViewport } from './use-reveal-near-viewport';

/** An IntersectionObserver the test drives: `setNear(true)` puts the observed item within reach. */
class FakeObserver {
  static current: FakeObserver | null = null;
  static margins: Array<string | undefined> = [];
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    options?: { rootMargin?: string },
  ) {
    FakeObserver.margins.push(options?.rootMargin);
  }
  observe() {
    FakeObserver.current = this;
  }
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  setNear(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const keys = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('useRevealNearViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.current = null;
    FakeObserver.margins = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function mount(initial: string[], first = 1) {
    const view = renderHook(({ items }) => useRevealNearViewport(items, first), { initialProps: { items: initial } });
    // The component gives the ref to its last drawn item.
    act(() => view.result.current.itemRef(view.result.current.shown - 1)?.(document.createElement('li')));
    return view;
  }

  it('draws the first items, and more only while the last one is within a screen of the viewport', () => {
    const { result } = mount(keys(6));
    expect(result.current.shown).toBe(1);
    expect(FakeObserver.margins).toEqual(['10000% 0px 100% 0px']);
    // Far below the screen: nothing more is drawn.
    act(() => vi.runOnlyPendingTimers());
    expect(result.current.shown).toBe(1);

    act(() => FakeObserver.current!.setNear(true));
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(3);
    // The list now reaches past the screen ahead: drawing stops until the reader scrolls.
    act(() => FakeObserver.current!.setNear(false));
    act(() => vi.runOnlyPendingTimers());
    expect(result.current.shown).toBe(3);
    expect(result.current.allShown).toBe(false);

    act(() => FakeObserver.current!.setNear(true));
    while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(6);
    expect(result.current.allShown).toBe(true);
  });

  it('asks the last item where it is now before drawing the next: a list above may have grown', () => {
    const hook = mount(keys(6));
    const item = document.createElement('li');
    let top = 100;
    item.getBoundingClientRect = () => ({ top }) as DOMRect;
    act(() => hook.result.current.itemRef(0)?.(item));
    act(() => FakeObserver.current!.setNear(true));
    // The town's cards above were drawn meanwhile: the item is now two screens below the viewport.
    top = window.innerHeight * 3;
    act(() => vi.runOnlyPendingTimers());
    expect(hook.result.current.shown).toBe(1);
    act(() => vi.runOnlyPendingTimers());
    expect(hook.result.current.shown).toBe(1);
    // A fresh observer watches it, and says so when the reader scrolls down to it.
    top = 100;
    act(() => FakeObserver.current!.setNear(true));
    act(() => vi.advanceTimersToNextTimer());
    expect(hook.result.current.shown).toBe(2);
  });

  it('keeps what is drawn when items are added at the top, and goes on when more arrive below', () => {
    const { result, rerender } = mount(keys(5));
    act(() => FakeObserver.current!.setNear(true));
    act(() => vi.advanceTimersToNextTimer());
    act(() => FakeObserver.current!.setNear(false));
    expect(result.current.shown).toBe(2);
    // A new post at the top: the two drawn posts stay drawn, below it.
    rerender({ items: ['new', ...keys(5)] });
    expect(result.current.shown).toBe(3);
    // A next page below: drawn as the reader comes near.
    rerender({ items: ['new', ...keys(5), ...keys(3, 'q')] });
    expect(result.current.shown).toBe(3);
    act(() => FakeObserver.current!.setNear(true));
    while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(9);
  });

  it('keeps the first items drawn when one is added at the top before the reader scrolled', () => {
    const { result, rerender } = mount(keys(5));
    expect(result.current.shown).toBe(1);
    rerender({ items: ['new', ...keys(5)] });
    expect(result.current.shown).toBe(2);
  });

  it('draws everything, one per task, without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useRevealNearViewport(keys(4), 1));
    expect(result.current.shown).toBe(1);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(2);
    while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
    expect(result.current.shown).toBe(4);
  });
});
