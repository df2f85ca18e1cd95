// What counts as text the app takes in, and what counts as blank. No zod here: the web app imports
// this file alone (`@portmarin/shared/text`), as it does constants.ts.

/**
 * Control characters (C0, DEL and C1) other than tab, line feed and carriage return (a CRLF newline).
 * PostgreSQL refuses NUL outright (22021); the others are never typed by a resident.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Characters that show nothing: zero-width space, non-joiner and joiner, word joiner, byte order mark. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

export const CONTROL_CHARACTER_MESSAGE = 'Le texte contient des caractères non autorisés.';

/** True when the text holds a control character the app refuses (see CONTROL_CHARACTER). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** True when the text shows nothing: only whitespace and invisible characters (or nothing at all). */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '').trim() === '';
}
