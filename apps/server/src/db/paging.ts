import { cursorCodec, cursorFields } from './cursor.ts';

/** The keyset of most lists, newest first: the last row's exact time (`isoMicro`) and its UUID. */
const timeCursor = cursorCodec<[at: string, id: string]>(cursorFields.time, cursorFields.uuid);

/** The position a page continues from, null for the first page; 400 when the cursor is forged. */
export function decodeCursor(value: string | undefined): { at: string; id: string } | null {
  const cursor = timeCursor.decode(value);
  return cursor && { at: cursor[0], id: cursor[1] };
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row when more follow. */
export function pageOf<R extends { cursor_at: string; id: string; cursor_id?: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: timeCursor.encode([last.cursor_at, last.cursor_id ?? last.id]) };
}
