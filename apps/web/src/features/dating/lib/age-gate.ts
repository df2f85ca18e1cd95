import {
  DATING_TABS,
  DATING_TEXTS,
  DATING_VERIFICATION_DAYS,
  isRealDate,
  localToday,
  type DatingTab,
} from '@portmarin/shared';

/** Spec 2, point 3: the browser keeps the server's answer under these two keys. */
export const AGE_VERIFIED_KEY = 'dating_age_verified';
export const VERIFICATION_DATE_KEY = 'dating_verification_date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `tab` query parameter: one of the four, friends otherwise. */
export function tabFrom(value: string | null): DatingTab {
  return (DATING_TABS as readonly string[]).includes(value ?? '') ? (value as DatingTab) : 'friends';
}

/** The gate form's own checks before asking the server: required, a real date, not after today. */
export function checkBirthDate(value: string, today = localToday()): string | null {
  if (!value.trim()) return DATING_TEXTS.birthDateRequired;
  if (!isRealDate(value)) return DATING_TEXTS.invalidDate;
  if (value > today) return DATING_TEXTS.futureDate;
  return null;
}

/** Mirrors a verification the server accepted. */
export function rememberVerification(verifiedAt: string, storage: Storage = localStorage): void {
  storage.setItem(AGE_VERIFIED_KEY, 'true');
  storage.setItem(VERIFICATION_DATE_KEY, verifiedAt);
}

export function forgetVerification(storage: Storage = localStorage): void {
  storage.removeItem(AGE_VERIFIED_KEY);
  storage.removeItem(VERIFICATION_DATE_KEY);
}

/**
 * Whether the browser holds a verification of less than 30 days; an older (or unreadable) one is
 * erased, so the gate returns. The server stays the authority: this only mirrors its answer.
 */
export function storedVerificationValid(now = Date.now(), storage: Storage = localStorage): boolean {
  const verified = storage.getItem(AGE_VERIFIED_KEY) === 'true';
  const at = Date.parse(storage.getItem(VERIFICATION_DATE_KEY) ?? '');
  if (verified && Number.isFinite(at) && now - at < DATING_VERIFICATION_DAYS * DAY_MS) return true;
  forgetVerification(storage);
  return false;
}
