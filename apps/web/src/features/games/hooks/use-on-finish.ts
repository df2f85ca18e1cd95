import { useEffect, useRef } from 'react';
import type { FinishDetail, OnFinish } from '../lib/score-outcome';

/**
 * Reports a game's score once when it ends (the hub saves it for a signed-in resident). The ref
 * keeps React's development double effects and later renders from reporting the same game twice.
 */
export function useOnFinish(finished: boolean, score: number, onFinish?: OnFinish, detail?: FinishDetail) {
  const reported = useRef(false);
  useEffect(() => {
    if (!finished) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    void onFinish?.(score, detail);
  }, [finished, score, onFinish, detail]);
}
