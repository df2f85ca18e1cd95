import { useEffect, useRef } from 'react';

/**
 * Calls onDone once `duration` ms have run for the current `key`, counting only the time when not
 * paused: a pause keeps what is left, a new key starts again from zero.
 */
export function useAutoAdvance({
  key,
  duration,
  paused,
  onDone,
}: {
  key: string | null;
  duration: number;
  paused: boolean;
  onDone: () => void;
}): void {
  const remaining = useRef(duration);
  const currentKey = useRef(key);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (currentKey.current !== key) {
      currentKey.current = key;
      remaining.current = duration;
    }
    if (key === null || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => {
      remaining.current = duration;
      done.current();
    }, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [key, duration, paused]);
}
