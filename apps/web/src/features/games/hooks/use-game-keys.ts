import { useEffect, useRef } from 'react';

/**
 * Listens to the keyboard on the whole page while the game is shown, so play needs no click on the
 * board first. `onKey` returns true when it used the key (its default, like scrolling, is then
 * prevented). Typing in a field is left alone, and Space or Enter on a focused button still presses it.
 */
export function useGameKeys(onKey: (key: string) => boolean) {
  const callback = useRef(onKey);
  useEffect(() => {
    callback.current = onKey;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if ((event.key === ' ' || event.key === 'Enter') && target?.closest('button, a')) return;
      if (callback.current(event.key)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
