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
