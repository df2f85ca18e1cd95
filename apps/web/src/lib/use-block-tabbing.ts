import { useEffect } from 'react';

/**
 * While `active`, Tab does not move the keyboard focus: the screen under the splash cannot be
 * reached. (`inert` on the screen would do the same, but taking it off when the splash ends restyles
 * the whole screen in one go, the longest task of a cold start: 17–55 ms on the test machine.)
 */
export function useBlockTabbing(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const holdFocus = (event: KeyboardEvent) => {
      if (event.key === 'Tab') event.preventDefault();
    };
    document.addEventListener('keydown', holdFocus, true);
    return () => document.removeEventListener('keydown', holdFocus, true);
  }, [active]);
}
