import { Capacitor } from '@capacitor/core';

export type PlatformLabel = 'Web' | 'iOS' | 'Android';

/** Capacitor's platform detection: 'ios' and 'android' inside the native wrapper, else 'web'. */
export function platformLabel(platform: string = Capacitor.getPlatform()): PlatformLabel {
  if (platform === 'ios') return 'iOS';
  if (platform === 'android') return 'Android';
  return 'Web';
}
