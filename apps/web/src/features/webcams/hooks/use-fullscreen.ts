import { useCallback, useEffect, useState, type RefObject } from 'react';
import { toast } from 'sonner';

/**
 * The Fullscreen API on one element: whether the browser offers it (iPhones do not, for
 * anything but videos), whether the element is shown fullscreen now (Escape leaves, by the
 * browser), and the calls to enter and leave.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [supported] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.fullscreenEnabled === true &&
      'requestFullscreen' in Element.prototype,
  );
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported, ref]);

  const enter = useCallback(() => {
    ref.current?.requestFullscreen().catch(() => toast.error('Impossible de passer en plein écran'));
  }, [ref]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  return { supported, active, enter, exit };
}
