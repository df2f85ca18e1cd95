import { useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen the list keeps ahead of the reader: one more screen height. */
const AHEAD_SCREENS = 1;
/**
 * The observed band: the screen ahead, and above the screen too (a hundred screens, IntersectionObserver
 * has no "infinite"). A reader who scrolled past the list's end (into the posts, below the town's
 * cards) has reached it: the rest is drawn, where the browser keeps the reader's place.
 */
const AHEAD = `10000% 0px ${AHEAD_SCREENS * 100}% 0px`;

/** The item starts above the screen or within the screen ahead, as the page is laid out now. */
function withinReach(item: Element): boolean {
  return item.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD_SCREENS);
}

/**
 * Draws a long list as the reader comes near its end, like a virtualised list that never removes
 * what it drew: the `first` items at once, then one more per browser task while the last drawn item
 * (whose element takes `itemRef(index)`) is less than a screen below the viewport.
 * Opening the feed on a phone then draws what is on screen and a screen ahead, not twenty posts.
 *
 * Items are followed by key: posts added at the top (a new publication) do not push the ones
 * already drawn out of the page. Without IntersectionObserver everything is drawn, one per task.
 */
export function useRevealNearViewport(keys: readonly string[], first: number) {
  const [last, setLast] = useState<{ key: string | null; count: number }>({ key: null, count: first });
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // The last drawn item's element as the page has it now, and the observer watching it.
  const lastItem = useRef<Element | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);

  /** Watches `item` with a fresh observer: its first answer says where the item is now. */
  const watch = useCallback((item: Element | null) => {
    if (!item || typeof IntersectionObserver === 'undefined') return;
    lastItem.current = item;
    observer.current?.disconnect();
    observer.current = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: AHEAD,
    });
    observer.current.observe(item);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);

  // The first items are followed by key as soon as there are some: a publication added at the top
  // before the reader scrolled must not push them out either. (State adjusted while rendering, as
  // React documents for information derived from earlier renders.)
  if (last.key === null && keys.length > 0 && first > 0) {
    const count = Math.min(first, keys.length);
    setLast({ key: keys[count - 1]!, count });
  }

  const index = last.key === null ? -1 : keys.indexOf(last.key);
  const shown = Math.min(keys.length, Math.max(first, index >= 0 ? index + 1 : last.count));
  const nextKey = keys[shown];

  useEffect(() => {
    if (!near || nextKey === undefined) return;
    const timer = setTimeout(() => {
      // The observer answered about an earlier layout: since then this list drew an item, or a
      // list above it (the town's cards above the posts) grew. The last item is asked where it is
      // now; out of reach, drawing stops and a fresh observer waits for the reader to come near.
      const item = lastItem.current;
      if (item && !withinReach(item)) {
        setNear(false);
        watch(item);
        return;
      }
      setLast({ key: nextKey, count: shown + 1 });
    }, 0);
    return () => clearTimeout(timer);
  }, [near, nextKey, shown, watch]);

  const allShown = shown >= keys.length;
  /** The ref for the item at `index`: the last drawn one is watched while some are still to come. */
  const itemRef = (index: number) => (!allShown && index === shown - 1 ? watch : undefined);
  return { shown, allShown, itemRef };
}
