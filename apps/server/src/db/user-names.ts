/**
 * How a resident is named in SQL, from the `"user"` row aliased `u` (or the unaliased table): one
 * spelling of the author mapping every module selects.
 */

/** The username as the resident typed it, else the stored lower-cased one. */
export function shownUsername(u?: string): string {
  const at = u ? `${u}.` : '';
  return `coalesce(${at}display_username, ${at}username)`;
}

/** The name a resident gave, else their username, else « Résident ». */
export function shownName(u: string): string {
  return `coalesce(nullif(btrim(${u}.name), ''), ${shownUsername(u)}, 'Résident')`;
}
