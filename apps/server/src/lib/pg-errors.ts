const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** PostgreSQL's unique_violation, from the driver's error or from the one drizzle wraps in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** PostgreSQL's foreign_key_violation: the row pointed at does not exist (any more). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === '23503';
}

/**
 * SQLSTATEs of a server going away or not accepting connections yet: admin/crash shutdown, starting
 * up, and the connection_exception class (08xxx).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres says these in plain text, without a code. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * The database cannot be reached (down, restarting, failing over), whichever layer wrapped the
 * driver's error (drizzle and better-auth keep it in `cause`; a refused connection to a name with
 * several addresses is an AggregateError).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}
