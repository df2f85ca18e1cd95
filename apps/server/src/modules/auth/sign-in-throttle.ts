import type { FastifyInstance } from 'fastify';
import { countRequest } from '../../plugins/throttle.ts';

/**
 * Failed sign-ins counted per account, whatever address they come from (the per-IP limit of
 * better-auth stays): past 10 in 15 minutes, the account's password sign-in answers 429 until the
 * window ends. The window starts at the first failure and attempts refused meanwhile do not extend
 * it, so a stranger holds a lock at most 15 minutes per 10 guesses; a successful sign-in or a
 * password reset (the resident's way back in at once) clears the count.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** countRequest stores its counters under this prefix in `rate_limit`. */
const storedKey = (key: string) => `throttle:${key}`;

const accountKeyOf = (idOrName: string) => `sign-in-account:${idOrName}`;

/**
 * The counter of the account a sign-in names: its id when it exists (sign-in by e-mail and by
 * username share it), else the name typed, so known and unknown accounts behave alike.
 */
export async function signInAccountKey(app: FastifyInstance, by: 'email' | 'username', value: string): Promise<string> {
  const name = value.trim().toLowerCase();
  // Both are stored lower-cased; lower(username) is the unique index.
  const column = by === 'email' ? 'email' : 'lower(username)';
  const { rows } = await app.pool.query<{ id: string }>(`select id from "user" where ${column} = $1 limit 1`, [name]);
  return accountKeyOf(rows[0]?.id ?? `${by}:${name}`);
}

/** The counter of an account by its id (to clear it after a password reset). */
export const signInAccountKeyOfUser = (userId: string) => accountKeyOf(userId);

/**
 * Counts this attempt against the account before the password is checked (so a burst in parallel
 * cannot slip past the limit); gives the milliseconds to wait when the account is over its limit.
 */
export async function countSignInAttempt(app: FastifyInstance, key: string): Promise<number | null> {
  const now = Date.now();
  const { count, windowStart } = await countRequest(app.pool, key, SIGN_IN_FAILURE_WINDOW_MS, now);
  if (count <= SIGN_IN_FAILURES_PER_ACCOUNT) return null;
  return Math.max(windowStart + SIGN_IN_FAILURE_WINDOW_MS - now, 1000);
}

/** An attempt that did not fail on the password (refused per IP, say) is given back. */
export async function uncountSignInAttempt(app: FastifyInstance, key: string): Promise<void> {
  await app.pool.query(`update rate_limit set count = greatest(count - 1, 0) where key = $1`, [storedKey(key)]);
}

/** A successful sign-in or a password reset clears the account's failures. */
export async function clearSignInFailures(app: FastifyInstance, key: string): Promise<void> {
  await app.pool.query(`delete from rate_limit where key = $1`, [storedKey(key)]);
}
