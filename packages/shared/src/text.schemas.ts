import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, isBlank } from './text.ts';

/**
 * Every text the API takes in (bodies, query strings, path parameters, tokens) starts from `Text`:
 * a string without control characters other than tab and newlines. A NUL would otherwise reach
 * PostgreSQL, which refuses it (22021, a 500).
 */
export const Text = z.string().refine((value) => !hasControlCharacter(value), {
  message: CONTROL_CHARACTER_MESSAGE,
  abort: true,
});

/**
 * Text a resident types: trimmed, and blank when it shows nothing (whitespace and invisible
 * characters only, see `isBlank`), so that `.min(1, …)` makes it required.
 */
export const TypedText = Text.trim().overwrite((value) => (isBlank(value) ? '' : value));

export const CURSOR_MESSAGE = 'Le curseur de pagination est invalide.';

/** A keyset cursor as the server writes it (base64url); its content is checked when decoded. */
export const CursorField = Text.max(200, CURSOR_MESSAGE).regex(/^[\w-]*$/, CURSOR_MESSAGE);
