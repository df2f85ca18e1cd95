import { useEffect } from 'react';

/**
 * Each screen's title names it (RGAA 8.6): « <the screen's h1> – PortMarin », so that a tab, the
 * history and a screen reader announcing the page tell screens apart. The h1 is followed as it
 * changes (a screen's heading often arrives with its data), from the one place every screen shares.
 */
export function DocumentTitle({ productName, container }: { productName: string; container: string }) {
  useEffect(() => {
    const root = document.getElementById(container);
    if (!root) return;
    const update = () => {
      const heading = root.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading && heading !== productName ? `${heading} – ${productName}` : productName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [productName, container]);
  return null;
}
