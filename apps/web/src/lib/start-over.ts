import { useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * The end of the start: the splash has gone and the browser is idle. What the first screen does
 * not need waits for it, e.g. the service worker, whose install downloads the whole app shell.
 */
export function createStartSignal() {
  // The promise's executor runs at once: markOver is set before anything can call it.
  let markOver!: () => void;
  const over = new Promise<void>((resolve) => {
    markOver = resolve;
  });
  return {
    /** Called by the app when the splash goes, at once when there is none. */
    markOver,
    /** Runs `task` at the first idle moment after the start; returns a cancel function. */
    afterStart(task: () => void): () => void {
      let cancelIdle: (() => void) | undefined;
      let cancelled = false;
      void over.then(() => {
        if (!cancelled) cancelIdle = whenIdle(task);
      });
      return () => {
        cancelled = true;
        cancelIdle?.();
      };
    },
  };
}

const startSignal = createStartSignal();
export const markStartOver = startSignal.markOver;

/** False until the start is over: the splash gone, then the first idle moment. */
export function useStartOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => startSignal.afterStart(() => setOver(true)), []);
  return over;
}
