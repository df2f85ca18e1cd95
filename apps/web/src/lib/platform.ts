export type PlatformLabel = 'Web' | 'iOS' | 'Android';

/** Capacitor's platform detection: 'ios' and 'android' inside the native wrapper, else 'web'. */
export function platformLabel(platform: string): PlatformLabel {
  if (platform === 'ios') return 'iOS';
  if (platform === 'android') return 'Android';
  return 'Web';
}

/** Loads Capacitor only when asked, keeping it out of the first screen's bundle. */
export async function detectPlatform(): Promise<PlatformLabel> {
  const { Capacitor } = await import('@capacitor/core');
  return platformLabel(Capacitor.getPlatform());
}

/** True inside the iOS/Android wrapper (native plugins such as push); Capacitor loads lazily here too. */
export async function isNative(): Promise<boolean> {
  const { Capacitor } = await import('@capacitor/core');
  return Capacitor.isNativePlatform();
}

/**
 * Synchronous variant for user-gesture handlers (a file input must be clicked in the same task):
 * the native wrapper injects `window.Capacitor` before the app's scripts run, on the web it is absent.
 */
export function isNativeNow(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() ?? false;
}
