import { dictionary } from '@zxcvbn-ts/language-common';

// The zxcvbn-ts list of ~49,000 most common passwords, lower-cased once for lookups.
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
