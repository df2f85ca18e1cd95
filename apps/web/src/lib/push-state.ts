import { useSyncExternalStore } from 'react';

// Whether this device is registered for push (a browser subscription or a native token), shared
// by the settings switch and the top-bar badge. Tiny on purpose: the badge is on the first screen.
let registered = false;
const listeners = new Set<() => void>();

export function setPushRegistered(value: boolean): void {
  if (value === registered) return;
  registered = value;
  listeners.forEach((listener) => listener());
}

export function isPushRegistered(): boolean {
  return registered;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePushRegistered(): boolean {
  return useSyncExternalStore(subscribe, isPushRegistered, () => false);
}
