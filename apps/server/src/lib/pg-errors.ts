const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** PostgreSQL's unique_violation, from the driver's error or from the one drizzle wraps in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** PostgreSQL's foreign_key_violation: the row pointed at does not exist (any more). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === '23503';
}
