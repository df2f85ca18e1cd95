import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more in each following
 * browser task. A long list (twenty posts with their photos and buttons) then never holds the main
 * thread in one long task: a tap or a scroll is answered while the rest fills in.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
