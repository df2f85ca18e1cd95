import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec: the page scrolls smoothly to the top on every route change. Not at start: the page is at
 * its top already, and scrolling would force a layout in the middle of the first screen's start.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
