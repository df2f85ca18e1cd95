import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Secrets never reach a log line: tokens travel in auth URLs (verification and reset links) and in
 * the parameters of a failed SQL query (a session token being inserted). These helpers redact both
 * from request lines, error lines and better-auth's own messages.
 */
export const REDACTED = '[redacted]';

const AUTH_PREFIX = '/api/auth/';
/** Query values (`?token=…&callbackURL=…`) anywhere in a text. */
const QUERY_VALUE = /([?&][^=&\s"'#?]+=)[^&\s"'#]+/g;
/** A reset link's token is in its path: /api/auth/reset-password/<token>. */
const RESET_PATH_TOKEN = /(\/api\/auth\/reset-password\/)[^\s?"'#/]+/g;
/** drizzle writes a failed query's parameters into its message: `params: a,b,c`. */
const SQL_PARAMS = /(params:)[^\n]*/g;

/** A text with its query values, reset tokens and SQL parameters replaced by [redacted]. */
export function redactText(text: string): string {
  return text
    .replace(SQL_PARAMS, `$1 ${REDACTED}`)
    .replace(RESET_PATH_TOKEN, `$1${REDACTED}`)
    .replace(QUERY_VALUE, `$1${REDACTED}`);
}

/**
 * A request URL for the access log: an auth route keeps its path (its token redacted) and the
 * names of its query parameters only; other routes keep their query, secrets-looking values aside.
 */
export function redactUrl(url: string): string {
  if (!url.startsWith(AUTH_PREFIX)) return url.replace(/([?&](?:token|code|key|secret)=)[^&#]*/gi, `$1${REDACTED}`);
  return redactText(url);
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[truncated]';
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === 'params' || key === 'parameters' ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

function errorFields(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) fields[key] = value;
  if (error.cause !== undefined) {
    fields.cause = error.cause instanceof Error && depth < 3 ? errorFields(error.cause, depth + 1) : error.cause;
  }
  return fields;
}

/** An error as a plain object (type, message, stack, own fields, cause), every string redacted and SQL parameters dropped. */
export function serializeError(error: unknown): unknown {
  return redactValue(error instanceof Error ? errorFields(error, 0) : error, 0);
}

/** The logger's serializers: the request line without tokens, errors without parameters. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error) => {
    const fields = serializeError(error) as Record<string, unknown>;
    return { ...fields, type: String(fields.type), message: String(fields.message), stack: String(fields.stack) };
  },
};

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's logger, written to the app's log: its message redacted and its extra arguments
 * (which can hold a failed query's parameters, a live session token among them) reduced to errors
 * serialized without their parameters.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const fields = { component: 'better-auth', ...(err ? { err: serializeError(err) } : {}) };
      log[level](fields, redactText(message));
    },
  };
}
