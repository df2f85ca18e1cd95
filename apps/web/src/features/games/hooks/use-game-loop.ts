import { useEffect, useRef } from 'react';

/** How often the loop wakes; the games' own ticks (200 ms, 500 ms) come from the elapsed time. */
const LOOP_MS = 50;
/** A hidden tab throttles timers: beyond this, the time away is not played out all at once. */
const MAX_ELAPSED_MS = 1000;

/**
 * Calls `onElapsed(ms)` with the real time spent while `active`; stops on pause and unmount. The
 * games' `advance` turns that time into ticks, so a late timer never slows the game down.
 */
export function useGameLoop(active: boolean, onElapsed: (ms: number) => void) {
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    if (!active) return;
    let last = Date.now();
    const id = setInterval(() => {
      const now = Date.now();
      callback.current(Math.min(now - last, MAX_ELAPSED_MS));
      last = now;
    }, LOOP_MS);
    return () => clearInterval(id);
  }, [active]);
}
