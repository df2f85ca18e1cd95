import { useEffect } from 'react';

/**
 * Each screen's title names it (RGAA 8.6): « <the screen's h1> – PortMarin », so that a tab, the
 * history and a screen reader announcing the page tell screens apart. The h1 is followed as it
 * changes (a screen's heading often arrives with its data), from the one place every screen shares;
 * `title`, when given, names a screen whose h1 does not (the feed's is a greeting).
 */
export function DocumentTitle({
  productName,
  container,
  title: screenTitle,
}: {
  productName: string;
  container: string;
  title?: string;
}) {
  useEffect(() => {
    if (screenTitle) {
      document.title = `${screenTitle} – ${productName}`;
      return;
    }
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
  }, [productName, container, screenTitle]);
  return null;
}
