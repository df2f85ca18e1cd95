export type PlatformLabel = 'Web' | 'iOS' | 'Android';

/** Capacitor's platform detection: 'ios' and 'android' inside the native wrapper, else 'web'. */
export function platformLabel(platform: string): PlatformLabel {
  if (platform === 'ios') return 'iOS';
  if (platform === 'android') return 'Android';
  return 'Web';
}

type NativeBridge = { getPlatform?: () => string; isNativePlatform?: () => boolean };

/** The native wrapper's bridge, injected as `window.Capacitor` before the app's scripts run. */
function nativeBridge(): NativeBridge | undefined {
  return (globalThis as { Capacitor?: NativeBridge }).Capacitor;
}

/** The platform, read from the bridge (absent on the web): no need to load Capacitor to draw the badge. */
export function currentPlatform(): PlatformLabel {
  return platformLabel(nativeBridge()?.getPlatform?.() ?? 'web');
}

/**
 * True inside the iOS/Android wrapper (native plugins such as push, the camera), read from the
 * bridge: synchronous, so user-gesture handlers can use it (a file input must be clicked in the
 * same task), and the web never loads Capacitor just to learn it is not native.
 */
export function isNative(): boolean {
  return nativeBridge()?.isNativePlatform?.() ?? false;
}
