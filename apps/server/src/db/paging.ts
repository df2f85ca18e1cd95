import { CURSOR_MESSAGE } from '@portmarin/shared';
import { AppError } from '../lib/app-error.ts';

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keyset position: the last row's exact time (`isoMicro`) and id. */
type Cursor = { at: string; id: string };

/** Opaque to clients: base64url of the last row's exact time and id. */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined || value === '') return null;
  const [at, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !isRealTime(at) || !UUID.test(id)) {
    throw new AppError('VALIDATION_ERROR', CURSOR_MESSAGE);
  }
  return { at, id };
}

/**
 * A time PostgreSQL takes: the shape alone let `2025-13-45T99:99:99` or year 0000 through, which it
 * refuses (22008, a 500). The date must exist (31 February does not) and the year be 1 or later.
 */
function isRealTime(at: string): boolean {
  const parts = CURSOR_TIME.exec(at);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number);
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row when more follow. */
export function pageOf<R extends { cursor_at: string; id: string; cursor_id?: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursor_at, id: last.cursor_id ?? last.id }) };
}
