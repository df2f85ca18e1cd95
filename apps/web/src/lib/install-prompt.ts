import { INSTALL_BANNER_DELAY_MS } from '@portmarin/shared/constants';

/** Spec section 3: session-storage flag set when the resident dismisses the install banner. */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

/** Chromium's installation offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** An offer kept until the banner uses it, with the time it arrived (the banner waits from then). */
export type InstallOffer = { event: BeforeInstallPromptEvent; offeredAt: number };

type StandaloneProbe = {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: object;
};

/** Already installed and opened as an app: display-mode standalone, or iOS Safari's navigator.standalone. */
export function isStandalone(win: StandaloneProbe): boolean {
  return (
    Boolean(win.matchMedia?.('(display-mode: standalone)').matches) ||
    (win.navigator as { standalone?: boolean }).standalone === true
  );
}

export function wasDismissed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) != null;
  } catch {
    return false;
  }
}

export function rememberDismissed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the banner may come back at the next offer; nothing else to do.
  }
}

/** Spec section 4: never when dismissed this session, nor when the app already runs standalone. */
export function shouldOfferInstall({ dismissed, standalone }: { dismissed: boolean; standalone: boolean }): boolean {
  return !dismissed && !standalone;
}

/** Milliseconds left before the banner shows: 3000 ms after the browser's offer. */
export function bannerDelay(offeredAt: number, now: number, delay = INSTALL_BANNER_DELAY_MS): number {
  return Math.max(0, offeredAt + delay - now);
}
