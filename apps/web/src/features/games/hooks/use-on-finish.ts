import { useEffect, useRef } from 'react';

/**
 * Reports a game's score once when it ends (the hub saves it for a signed-in resident). The ref
 * keeps React's development double effects and later renders from reporting the same game twice.
 */
export function useOnFinish(finished: boolean, score: number, onFinish?: (score: number) => void) {
  const reported = useRef(false);
  useEffect(() => {
    if (!finished) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    onFinish?.(score);
  }, [finished, score, onFinish]);
}
