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
