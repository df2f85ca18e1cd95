import { CURSOR_MESSAGE } from '@portmarin/shared';
import { AppError } from '../lib/app-error.ts';

/**
 * The one cursor codec. A cursor is the sort key of the last row of a page (a tuple: a time, a
 * name, an id…), written as base64url of its JSON array: opaque to clients, who send it back as
 * is. Decoding checks every value against its field, so a forged or damaged cursor is a 400
 * (VALIDATION_ERROR, CURSOR_MESSAGE) and never reaches PostgreSQL as a bad date or id (a 500).
 */

/** One value of a cursor: says whether what came back from a client is a valid value. */
export type CursorField<T> = (value: unknown) => value is T;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MICRO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * A time PostgreSQL takes: the shape alone lets `2025-13-45T99:99:99` or year 0000 through, which it
 * refuses (22008, a 500). The date must exist (31 February does not) and the year be 1 or later.
 */
function isRealTime(at: string): boolean {
  const parts = MICRO_TIME.exec(at);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number);
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isString = (value: unknown): value is string => typeof value === 'string';

export const cursorFields = {
  /** A row's exact time as `isoMicro` writes it (microseconds: a millisecond one skips rows). */
  time: ((value) => isString(value) && isRealTime(value)) as CursorField<string>,
  /** Microseconds since 1970, as digits (compared in SQL as a bigint). */
  micros: ((value) => isString(value) && /^-?\d{1,17}$/.test(value)) as CursorField<string>,
  uuid: ((value) => isString(value) && UUID.test(value)) as CursorField<string>,
  /** A resident's id: better-auth's, not a UUID. */
  userId: ((value) => isString(value) && /^[\w-]{1,100}$/.test(value)) as CursorField<string>,
  /** A sorted text column (a name, a category); PostgreSQL refuses NUL in text. */
  text: ((value) => isString(value) && value.length <= 500 && !value.includes('\u0000')) as CursorField<string>,
  /** A numeric column as PostgreSQL writes it ('4.5'). */
  decimal: ((value) => isString(value) && /^-?\d{1,15}(\.\d{1,15})?$/.test(value)) as CursorField<string>,
  bool: ((value) => typeof value === 'boolean') as CursorField<boolean>,
  /** An integer from `min` to `max`. */
  int:
    (min: number, max: number): CursorField<number> =>
    (value): value is number =>
      Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max,
  /** Exactly this value (a list of several kinds takes back only a cursor of its own kind). */
  literal:
    <const L extends string>(expected: L): CursorField<L> =>
    (value): value is L =>
      value === expected,
};

export type CursorCodec<T extends readonly unknown[]> = {
  encode(values: T): string;
  /** The values of `value`, null without a cursor (first page); 400 when it is not one of ours. */
  decode(value: string | undefined): T | null;
};

/** A client's cursor never needs more: anything longer is refused before it is decoded. */
const MAX_CURSOR_LENGTH = 4000;

export const invalidCursor = () => new AppError('VALIDATION_ERROR', CURSOR_MESSAGE);

/** The codec of cursors made of these fields, in this order. */
export function cursorCodec<T extends readonly unknown[]>(
  ...fields: { [K in keyof T]: CursorField<T[K]> }
): CursorCodec<T> {
  return {
    encode: (values) => Buffer.from(JSON.stringify(values)).toString('base64url'),
    decode(value) {
      if (value === undefined || value === '') return null;
      if (value.length > MAX_CURSOR_LENGTH) throw invalidCursor();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (!Array.isArray(parsed) || parsed.length !== fields.length || !fields.every((valid, i) => valid(parsed[i]))) {
        throw invalidCursor();
      }
      return parsed as unknown as T;
    },
  };
}
