import { CURSOR_MESSAGE } from '@portmarin/shared';
import { AppError } from '../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A keyset cursor for lists sorted by text columns (category, name…) then id: base64url of the
 * last row's sort values, the id last. Opaque to clients.
 */
export function encodeSortCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The sort values of a cursor (`size` of them, the last an id), or null without one; 400 when forged. */
export function decodeSortCursor(value: string | undefined, size: number): string[] | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_ERROR', CURSOR_MESSAGE);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== size ||
    !parsed.every((v) => typeof v === 'string' && v.length <= 500 && !v.includes('\u0000')) ||
    !UUID.test(parsed[size - 1] as string)
  ) {
    throw new AppError('VALIDATION_ERROR', CURSOR_MESSAGE);
  }
  return parsed as string[];
}
