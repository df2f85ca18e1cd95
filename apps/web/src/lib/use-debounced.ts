import { useEffect, useState } from 'react';

/** The pause in typing after which a search asks the server. */
export const TYPING_PAUSE_MS = 250;

/** `value` once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = TYPING_PAUSE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
