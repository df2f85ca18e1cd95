import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one browser task after its own first render. Parts of a screen that its
 * first paint does not need (the toasts' container, background connections, the sections below
 * the fold) then do not lengthen the task that draws it: on a phone, each long task is time the
 * screen cannot answer a tap.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
