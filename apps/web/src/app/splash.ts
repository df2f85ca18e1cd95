import { SPLASH_DURATION_MS } from '@portmarin/shared/constants';

const SPLASH_SEEN_KEY = 'splashShown';

/** A cold start is the first load in this tab; reloads and in-app navigation skip the splash. */
export function isColdStart(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === null;
  } catch {
    return true;
  }
}

export function markSplashSeen(): void {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Without storage the splash simply shows at every start.
  }
}

/** The splash written in index.html (painted before any script runs), if still there. */
export function staticSplash(): HTMLElement | null {
  return document.getElementById('splash');
}

export function removeStaticSplash(): void {
  staticSplash()?.remove();
}

/** When the page first painted content (ms since it started), if the browser reports it. */
export function firstContentfulPaintAt(): number | undefined {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
}

/**
 * How long the splash still shows. The splash in the page is the first thing painted on a cold start,
 * so its 2 s count from that paint, not from the app's first render a few hundred ms later; without
 * a paint time (the splash is drawn by the app) they count from now.
 */
export function splashRemainingMs(paintedAt: number | undefined, now: number): number {
  const shownFor = now - (paintedAt ?? now);
  return Math.min(SPLASH_DURATION_MS, Math.max(0, SPLASH_DURATION_MS - shownFor));
}
