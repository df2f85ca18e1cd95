/**
 * One rule for focus when an action removes what had it (issue 28): a dialog gives focus back to
 * the element that opened it (components/ui/dialog.tsx); a list item removed by its own button
 * (a group joined from Découvrir, a declined request, a removed saved item) hands focus to the next
 * item, else the previous one, else the list's heading, never to the page's body.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long the removal is awaited: the list usually drops the item when its refetch answers. */
const WAIT_MS = 15_000;

/** The element of `item` to focus: its first control, else the item itself. */
function focusTargetIn(item: Element): HTMLElement | null {
  if (!(item instanceof HTMLElement)) return null;
  return item.querySelector<HTMLElement>(FOCUSABLE) ?? focusable(item);
}

/** An element focused by script only (tabindex -1), keeping an existing tabindex. */
function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/** The heading that names the list: its aria-labelledby, else the first heading of its region. */
function headingOf(list: HTMLElement): HTMLElement | null {
  const labelledBy = list.getAttribute('aria-labelledby');
  const byId = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!) : null;
  if (byId) return byId;
  const region = list.closest<HTMLElement>('[role="tabpanel"], section, main');
  return region?.querySelector<HTMLElement>('h1, h2, h3') ?? region ?? null;
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Call it when a control inside a list item starts an action that may remove that item. When the
 * item leaves the page while the focus is lost, focus goes to the next item, the previous one, or
 * the list's heading. Returns a function that stops watching (it also stops by itself).
 */
export function focusAfterRemoval(from: HTMLElement): () => void {
  const item = from.closest<HTMLElement>('li, [data-list-item]');
  const list = item?.parentElement;
  if (!item || !list) return () => {};
  const next = item.nextElementSibling;
  const previous = item.previousElementSibling;
  const heading = headingOf(list);

  const settle = () => {
    if (item.isConnected) return;
    stop();
    if (!focusLost()) return;
    const target = [next, previous].find((sibling) => sibling?.isConnected);
    const element = target
      ? focusTargetIn(target)
      : heading?.isConnected
        ? focusable(heading)
        : list.isConnected
          ? focusable(list)
          : null;
    element?.focus({ preventScroll: false });
  };
  const observer = new MutationObserver(settle);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  return stop;
}
